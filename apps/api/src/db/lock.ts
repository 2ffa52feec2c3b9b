import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import fsExt from 'fs-native-extensions';

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid?: number) {
    super(
      `The data directory ${dataDir} is in use by another RP process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that process first; two processes on one embedded database would corrupt it.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The PID a holder wrote into the lock file: only for the message, never to decide anything. */
function holderPid(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isSameFile(fd: number, path: string): boolean {
  try {
    const open = fstatSync(fd);
    const named = statSync(path);
    return open.ino === named.ino && open.dev === named.dev;
  } catch {
    return false;
  }
}

/**
 * Takes the exclusive lock of an embedded data directory: an OS lock on the open file `rp.lock` (an open-file-
 * description lock on Linux, flock on macOS, LockFileEx on Windows). The kernel drops it when the process ends in any
 * way, kill -9 included, so a crash never leaves the directory locked, and the PID written into the file is only
 * information.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, 'rp.lock');
  for (let attempt = 0; attempt < 10; attempt++) {
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
    let isLocked = false;
    try {
      isLocked = fsExt.tryLock(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    if (!isLocked) {
      closeSync(fd);
      throw new DataDirLockedError(dataDir, holderPid(path));
    }
    // A holder that released between our open and our lock has unlinked the file we hold: take the new one instead.
    if (!isSameFile(fd, path)) {
      closeSync(fd);
      continue;
    }
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid}\n`, 0);
    let released = false;
    return {
      path,
      release() {
        if (released) return;
        released = true;
        // Unlinked while still locked, so a process waiting on this file sees it is no longer the lock.
        try {
          unlinkSync(path);
        } catch {
          // already gone, or a platform that refuses to unlink an open file: the lock goes with the close anyway
        }
        closeSync(fd);
      },
    };
  }
  throw new Error(`Could not take the lock ${path}`);
}
