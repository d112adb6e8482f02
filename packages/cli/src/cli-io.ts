/**
 * The process as the CLI sees it: its streams, environment and platform. `node-io.ts` builds it from
 * `process`; tests give strings and flags. Nothing here loads a library, so `--help` stays fast.
 */

/** A place text or bytes go to; `write` resolves once the stream took the chunk (backpressure). */
export interface CliOutput {
  /** A terminal: colours, progress bars and prompts are for terminals only. */
  readonly isTTY: boolean;
  write(chunk: string | Uint8Array): Promise<void>;
  /** True once the reader closed the stream (`| head -1`): further writes are dropped. */
  readerGone?(): boolean;
}

export interface CliInput {
  readonly isTTY: boolean;
  /**
   * The next line typed or piped in (without its line break), or undefined at the end of input.
   * Reading stops after the line, so an open pipe does not keep the process alive.
   */
  readLine(): Promise<string | undefined>;
}

export interface CliIo {
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  readonly stdin: CliInput;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  readonly homeDir: string;
  /** Calls `handler` on Ctrl-C (SIGINT) until the returned function is called. */
  onInterrupt(handler: () => void): () => void;
}
