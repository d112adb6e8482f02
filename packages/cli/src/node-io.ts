import { createRequire } from 'node:module';
import type * as Os from 'node:os';
import { isatty } from 'node:tty';
import type { CliInput, CliIo, CliOutput } from './cli-io.js';

const isBrokenPipe = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EPIPE';

/**
 * One of the process's output streams, made when first written to: Node builds `process.stderr` (a
 * stream object, its handle and listeners) on first access, and most runs never write there.
 */
const outputOf = (fd: 1 | 2, open: () => NodeJS.WriteStream): CliOutput => {
  // A reader that stops early (`| head`) closes the pipe: the rest of the output is dropped quietly,
  // as Unix tools do, instead of crashing on the unhandled error.
  let readerGone = false;
  let opened: NodeJS.WriteStream | undefined;
  const streamOf = (): NodeJS.WriteStream => {
    if (opened !== undefined) return opened;
    opened = open();
    opened.on('error', (error) => {
      if (!isBrokenPipe(error)) throw error;
      readerGone = true;
    });
    return opened;
  };
  return {
    isTTY: isatty(fd),
    readerGone: () => readerGone,
    write: (chunk) =>
      new Promise((resolve, reject) => {
        if (readerGone) {
          resolve();
          return;
        }
        const stream = streamOf();
        // The callback fires once the chunk is handed to the OS, so piped output keeps its order and
        // a large CSV never piles up in memory.
        stream.write(chunk, (error) => {
          if (error && !isBrokenPipe(error)) reject(error);
          else {
            readerGone ||= error !== null && error !== undefined;
            resolve();
          }
        });
      }),
  };
};

/** Reads stdin up to the first line break; what follows stays unread. Opened at the first read. */
const inputOf = (open: () => NodeJS.ReadStream): CliInput => {
  let buffered = '';
  let ended = false;
  return {
    isTTY: isatty(0),
    readLine: () =>
      new Promise((resolve, reject) => {
        const stream = open();
        const finish = (line: string | undefined): void => {
          stream.off('data', onData);
          stream.off('end', onEnd);
          stream.off('error', onError);
          stream.pause();
          resolve(line);
        };
        const takeLine = (): boolean => {
          const at = buffered.indexOf('\n');
          if (at < 0) return false;
          const line = buffered.slice(0, at).replace(/\r$/, '');
          buffered = buffered.slice(at + 1);
          finish(line);
          return true;
        };
        const onData = (chunk: Buffer | string): void => {
          buffered += chunk.toString();
          takeLine();
        };
        const onEnd = (): void => {
          ended = true;
          const rest = buffered;
          buffered = '';
          finish(rest === '' ? undefined : rest);
        };
        const onError = (error: Error): void => {
          stream.off('data', onData);
          stream.off('end', onEnd);
          reject(error);
        };
        if (takeLine()) return;
        if (ended) {
          onEnd();
          return;
        }
        stream.on('data', onData);
        stream.once('end', onEnd);
        stream.once('error', onError);
        stream.resume();
      }),
  };
};

/** node:os, for the home folder only, which only a run that reads its config directory asks for. */
const requireModule = createRequire(import.meta.url);

/** The real process. */
export const nodeIo = (): CliIo => ({
  stdout: outputOf(1, () => process.stdout),
  stderr: outputOf(2, () => process.stderr),
  stdin: inputOf(() => process.stdin),
  env: process.env,
  platform: process.platform,
  get homeDir() {
    return (requireModule('node:os') as typeof Os).homedir();
  },
  onInterrupt: (handler) => {
    process.on('SIGINT', handler);
    return () => void process.off('SIGINT', handler);
  },
});
