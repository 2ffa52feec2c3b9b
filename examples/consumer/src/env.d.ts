// A stylesheet imported for its side effect (what vite/client declares, without depending on its types).
declare module '*.css';
