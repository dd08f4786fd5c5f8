// Modules made at build time by web/vite.config.ts's plugins.
declare module 'virtual:chakra-global.css';
// A feature's Chakra style object compiled to CSS at build time (web/vite.chakra-css.ts: chakraSheets).
declare module '*.css.ts?sheet' {
  const sheet: import('./components/Sheet').CompiledSheet;
  export default sheet;
}
// The same, as a stylesheet file of the entry (the mobile site's).
declare module '*.css.ts?stylesheet';
