import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under the folder, in sub-folders too, sorted by path. */
export function listFiles(folder: string): string[] {
  return readdirSync(folder)
    .flatMap((entry) => {
      const full = path.join(folder, entry);
      return statSync(full).isDirectory() ? listFiles(full) : [full];
    })
    .sort();
}
