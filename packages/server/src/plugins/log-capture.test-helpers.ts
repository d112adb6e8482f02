import { Writable } from 'node:stream';

/** One JSON log line as pino writes it. */
export type LogLine = Record<string, unknown> & { readonly level: number; readonly msg?: string };

export interface LogCapture {
  /** Give this to the app as its log destination. */
  readonly stream: Writable;
  /** Everything written so far, as written. */
  text(): string;
  /** The JSON lines written so far. */
  lines(): LogLine[];
  /** The request lines (one per answered request). */
  requestLines(): LogLine[];
}

/** A log destination that keeps what the app writes, for the test to read. */
export const captureLog = (): LogCapture => {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const text = (): string => chunks.join('');
  const lines = (): LogLine[] =>
    text()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);
  return { stream, text, lines, requestLines: () => lines().filter((line) => line.msg === 'request') };
};

/** pino's numeric levels. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;
