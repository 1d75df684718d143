import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskFileStore } from './file-store';

describe('the data folder file store', () => {
  const dirs: string[] = [];
  const newStore = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'careerlens-files-'));
    dirs.push(root);
    const dir = path.join(root, 'resume-files');
    return { dir, store: createDiskFileStore(dir) };
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes, reads back and removes the bytes under a resume id, readable only by this user', async () => {
    const { dir, store } = newStore();
    const id = randomUUID();
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 1, 2]);
    await store.write(id, bytes);
    expect(await store.read(id)).toEqual(bytes);
    expect(statSync(path.join(dir, id)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    await store.remove(id);
    expect(await store.read(id)).toBeUndefined();
    await store.remove(id);
  });

  it('refuses ids that are not uuids, so no name reaches outside its folder', async () => {
    const { store } = newStore();
    await expect(store.write('../escape', new Uint8Array([1]))).rejects.toThrow(/not a file id/);
    await expect(store.read('a/../../etc/passwd')).rejects.toThrow(/not a file id/);
  });

  it('sweeps files of no resume and unfinished writes, and keeps the rest', async () => {
    const { dir, store } = newStore();
    expect(await store.sweep(() => true)).toBe(0);
    const kept = randomUUID();
    const orphan = randomUUID();
    await store.write(kept, new Uint8Array([1]));
    await store.write(orphan, new Uint8Array([2]));
    writeFileSync(path.join(dir, `${randomUUID()}.partial`), 'half');
    expect(await store.sweep((id) => id === kept)).toBe(2);
    expect(readdirSync(dir)).toEqual([kept]);
  });
});
