// Static files imported for their URL (Vite: a hashed file under /assets/ in both the client and the
// server build; server/vite.config.ts keeps the two URLs equal).
declare module '*.svg?no-inline' {
  const url: string;
  export default url;
}
// Stylesheets imported for their side effect (the mobile site's: Vite lists it in the manifest).
declare module '*.css';
