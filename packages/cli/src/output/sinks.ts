import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { CliOutput } from '../cli-io.js';

/** Where a download's bytes go. `commit` makes them final; `abort` leaves nothing behind. */
export interface Sink {
  /** The file written, or undefined for stdout. */
  readonly path: string | undefined;
  write(chunk: Uint8Array): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/** `-` means standard output, as in most Unix tools. */
export const STDOUT_PATH = '-';

export const stdoutSink = (stdout: CliOutput): Sink => ({
  path: undefined,
  write: (chunk) => stdout.write(chunk),
  commit: () => Promise.resolve(),
  abort: () => Promise.resolve(),
});

/**
 * A file written next to its final name and renamed into place on commit, so a failed or
 * interrupted download never leaves a half-written report where a script expects a whole one.
 */
export const fileSink = async (path: string): Promise<Sink> => {
  const partial = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
  const handle = await open(partial, 'wx');
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    path,
    write: async (chunk) => {
      await handle.write(chunk);
    },
    commit: async () => {
      await handle.sync();
      await close();
      await rename(partial, path);
    },
    abort: async () => {
      await close();
      await rm(partial, { force: true });
    },
  };
};
