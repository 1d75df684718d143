import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files kept as files in the data folder (the embedded database's mode), one per resume, named
 * by the resume's id. PGlite runs on the thread that serves every request and converts query values in
 * JavaScript: a 10 MB file written into it held every other user's request for about 2 s (8 at once, up
 * to 14 s) and grew its WebAssembly heap, which never shrinks. On PostgreSQL the bytes stay in the
 * database, where separate API and worker processes all reach them.
 */
export interface FileStore {
  /** Writes the bytes under the id, whole or not at all (a temporary file renamed into place). */
  write(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there is no file under the id. */
  read(id: string): Promise<Uint8Array | undefined>;
  remove(id: string): Promise<void>;
  /** Removes every file whose id `keep` does not hold, and stray temporary files; returns how many. */
  sweep(keep: (id: string) => boolean): Promise<number>;
}

const ID = /^[0-9a-f-]{36}$/;
const TEMPORARY = '.partial';

export function createDiskFileStore(dir: string): FileStore {
  const fileOf = (id: string) => {
    // Ids are database uuids; anything else would be a path outside the folder.
    if (!ID.test(id)) throw new Error(`not a file id: ${id}`);
    return path.join(dir, id);
  };
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));
  return {
    async write(id, bytes) {
      await ensureDir();
      const temporary = path.join(dir, `${randomUUID()}${TEMPORARY}`);
      try {
        await writeFile(temporary, bytes, { mode: 0o600, flush: true });
        await rename(temporary, fileOf(id));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(id) {
      try {
        const buffer = await readFile(fileOf(id));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
    async sweep(keep) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        if (name.endsWith(TEMPORARY) || (ID.test(name) && !keep(name))) {
          await rm(path.join(dir, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
