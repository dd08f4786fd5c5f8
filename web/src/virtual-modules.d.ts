// Modules made at build time by web/vite.config.ts's plugins.
declare module 'virtual:chakra-global.css';
