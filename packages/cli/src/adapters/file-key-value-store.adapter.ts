import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { KeyValueStore } from '@signal-portal/core';
import { DamagedFileError } from '../config/damaged-file.js';

/** Owner read/write only: the files hold a session cookie and the site token. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/** The entries of the file's text, or undefined when it is not a JSON object. */
const parseEntries = (text: string): Map<string, string> | undefined => {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return new Map(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return undefined;
  }
};

export interface FileKeyValueStoreOptions {
  /**
   * What a damaged file is: 'empty' (the session's cookie jar: logged out, replaced by the next login)
   * or 'refused' (the settings: every read and write throws DamagedFileError, so the person decides).
   */
  readonly damaged?: 'empty' | 'refused';
}

/**
 * A KeyValueStore in one JSON file (`config.json`, `session.json` in the config directory). Every
 * change re-reads the file and replaces it atomically (a private temporary file renamed over it), so
 * a crash never leaves half a file and two CLI runs lose at most a racing write, never the file.
 * Changes within one process are applied in order. Files are mode 0600, the directory 0700.
 */
export class FileKeyValueStore implements KeyValueStore {
  private pending: Promise<void> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly options: FileKeyValueStoreOptions = {},
  ) {}

  async get(key: string): Promise<string | undefined> {
    await this.pending;
    return (await this.read()).get(key);
  }

  set(key: string, value: string): Promise<void> {
    return this.change((entries) => void entries.set(key, value));
  }

  remove(key: string): Promise<void> {
    return this.change((entries) => void entries.delete(key));
  }

  /** Every entry, for `config show`. */
  async entries(): Promise<ReadonlyMap<string, string>> {
    await this.pending;
    return this.read();
  }

  private change(apply: (entries: Map<string, string>) => void): Promise<void> {
    const run = this.pending.then(async () => {
      const entries = await this.read();
      apply(entries);
      await this.write(entries);
    });
    this.pending = run.catch(() => undefined);
    return run;
  }

  private async read(): Promise<Map<string, string>> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if (isMissing(error)) return new Map();
      throw error;
    }
    const entries = parseEntries(text);
    if (entries !== undefined) return entries;
    if (this.options.damaged === 'refused') throw new DamagedFileError(this.file);
    return new Map();
  }

  private async write(entries: ReadonlyMap<string, string>): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // node:crypto only here, when a file changes: most runs only read.
    const { randomBytes } = await import('node:crypto');
    const temporary = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`, {
        mode: PRIVATE_FILE_MODE,
        flag: 'wx',
      });
      await rename(temporary, this.file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
