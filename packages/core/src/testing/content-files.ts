import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/core/content: the data files that the core imports (see the README there). */
export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/**
 * Every JSON file under the content folders that carry a schema, parsed, by path relative to
 * packages/core/content ("taxonomy/soft-skills.json"). For the content test and `npm run content:check`.
 */
export function readContentFiles(folders: readonly string[]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const folder of folders) {
    // Recursively: role content is one file per role, in a folder per role group.
    const names = readdirSync(join(CONTENT_DIR, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => !statSync(join(CONTENT_DIR, folder, name)).isDirectory())
      .sort();
    for (const name of names) {
      const path = join(CONTENT_DIR, folder, name);
      files.set(
        relative(CONTENT_DIR, path),
        name.endsWith('.json') ? JSON.parse(readFileSync(path, 'utf8')) : null,
      );
    }
  }
  return files;
}

/** The content files (paths as readContentFiles gives them) that no module under packages/core/src imports. */
export function unimportedContentFiles(paths: Iterable<string>): string[] {
  const srcDir = fileURLToPath(new URL('..', import.meta.url));
  const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(srcDir, name), 'utf8'))
    .join('\n');
  return [...paths].filter((path) => !sources.includes(`/content/${path}'`));
}
