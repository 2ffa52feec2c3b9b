// The part of fs-native-extensions we use (the package ships no types).
declare module 'fs-native-extensions' {
  /** Takes an OS lock on the open file without waiting; false when another open file description holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
  const fsExt: { tryLock: typeof tryLock; unlock: typeof unlock };
  export default fsExt;
}
