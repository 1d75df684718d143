import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by another process (pid ${ownerPid}).`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's data folder may be opened by one process only: a second opener would corrupt it. This lock
 * file (with the owner's pid) makes the second opener fail fast; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock ${lockPath}`);
}
