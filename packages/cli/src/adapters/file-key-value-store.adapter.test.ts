import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyValueStoreContract } from '@signal-portal/fixtures/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { DamagedFileError } from '../config/damaged-file.js';
import { FileKeyValueStore } from './file-key-value-store.adapter.js';

const root = await mkdtemp(join(tmpdir(), 'sp-kv-'));
let count = 0;
const freshFile = (): string => join(root, `store-${++count}`, 'config.json');

afterAll(() => rm(root, { recursive: true, force: true }));

keyValueStoreContract('FileKeyValueStore', () => new FileKeyValueStore(freshFile()), {
  reopen: (store) => new FileKeyValueStore((store as FileKeyValueStore).file),
});

describe('FileKeyValueStore on disk', () => {
  it('creates the directory 0700 and the file 0600, and leaves no temporary file', async () => {
    const file = freshFile();
    const store = new FileKeyValueStore(file);
    await store.set('session', 'secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(file, '..'))).mode & 0o777).toBe(0o700);
    expect(await readdir(join(file, '..'))).toEqual(['config.json']);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ session: 'secret' });
  });

  it('keeps 0600 when it replaces a file that was readable by others', async () => {
    const file = freshFile();
    await new FileKeyValueStore(file).set('a', '1');
    await writeFile(file, '{"a":"1"}', { mode: 0o644 });
    await new FileKeyValueStore(file).set('b', '2');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('reads a damaged file as empty and replaces it on the next write', async () => {
    const file = freshFile();
    const store = new FileKeyValueStore(file);
    await store.set('x', '1');
    await writeFile(file, '{ not json');
    expect(await store.get('x')).toBeUndefined();
    await store.set('y', '2');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ y: '2' });
  });

  it('refuses to read or replace a damaged settings file, naming it, and leaves it as it was', async () => {
    const file = freshFile();
    const store = new FileKeyValueStore(file, { damaged: 'refused' });
    await store.set('x', '1');
    for (const damaged of ['{ not json', '["api"]', 'null']) {
      await writeFile(file, damaged);
      await expect(store.get('x')).rejects.toEqual(new DamagedFileError(file));
      await expect(store.set('y', '2')).rejects.toBeInstanceOf(DamagedFileError);
      expect(await readFile(file, 'utf8')).toBe(damaged);
    }
  });

  it('sees what another process wrote before its own change, so writes of separate runs merge', async () => {
    const file = freshFile();
    const first = new FileKeyValueStore(file);
    const second = new FileKeyValueStore(file);
    await first.set('language', 'ja-JP');
    await second.set('cookies', '[]');
    expect(await first.entries()).toEqual(
      new Map([
        ['language', 'ja-JP'],
        ['cookies', '[]'],
      ]),
    );
  });
});
