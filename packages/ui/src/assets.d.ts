// Fixture files imported as URLs by stories (Vite's `?url&no-inline`: served as files, never inlined).
declare module '*?url&no-inline' {
  const url: string;
  export default url;
}
