import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import type { CliOutput } from '../cli-io.js';

/** Where a download's bytes go. `commit` makes them final; `abort` leaves nothing behind. */
export interface Sink {
  /** The file written, or undefined for stdout. */
  readonly path: string | undefined;
  /** The bytes land on a terminal (stdout on one): a progress bar there would draw over them. */
  readonly terminal: boolean;
  write(chunk: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/** `-` means standard output, as in most Unix tools. */
export const STDOUT_PATH = '-';

/** The reader of stdout went away (`| head -1`): there is no one to write the rest for. */
export class ReaderGone extends Error {
  constructor() {
    super('the reader of standard output closed it');
  }
}

export const stdoutSink = (stdout: CliOutput): Sink => ({
  path: undefined,
  terminal: stdout.isTTY,
  write: async (chunk) => {
    await stdout.write(chunk);
    if (stdout.readerGone?.() === true) throw new ReaderGone();
  },
  commit: () => Promise.resolve(),
  abort: () => Promise.resolve(),
});

/**
 * A folder given where a file is meant: an existing folder, or a path ending with a separator. The
 * download refuses it before asking the server, rather than fail at the end.
 */
export const isFolderPath = async (path: string): Promise<boolean> => {
  if (path.endsWith('/') || path.endsWith(sep)) return true;
  const found = await stat(path).catch(() => undefined);
  return found?.isDirectory() === true;
};

/**
 * A file written next to its final name and renamed into place on commit, so a failed or
 * interrupted download never leaves a half-written report where a script expects a whole one; a
 * commit that fails (the name became a folder meanwhile) removes the partial file too.
 */
export const fileSink = async (path: string): Promise<Sink> => {
  // node:crypto only for a file: a run that prints to the terminal never loads it.
  const { randomBytes } = await import('node:crypto');
  const partial = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
  const handle = await open(partial, 'wx');
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  const abort = async (): Promise<void> => {
    await close().catch(() => undefined);
    await rm(partial, { force: true });
  };
  return {
    path,
    terminal: false,
    write: async (chunk) => {
      await handle.write(chunk);
    },
    commit: async () => {
      try {
        await handle.sync();
        await close();
        await rename(partial, path);
      } catch (error) {
        await abort();
        throw error;
      }
    },
    abort,
  };
};
