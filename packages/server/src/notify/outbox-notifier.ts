import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CodeMessage, Notifier } from './notifier.port.js';

/** The outbox file in the data folder: one JSON line per message. */
export const OUTBOX_FILE = 'outbox.jsonl';

/** One line of the outbox. */
export interface OutboxLine {
  readonly channel: CodeMessage['channel'];
  readonly to: string;
  readonly code: string;
  readonly purpose: string;
  /** ISO-8601 UTC time the message was written. */
  readonly at: string;
}

export interface OutboxNotifierOptions {
  /** Time of each line (the platform clock; the real clock by default). */
  readonly now?: () => number;
  /** Where the console line goes (console.log by default). */
  readonly log?: (line: string) => void;
}

/**
 * The default notifier when no SMTP server is configured: each code is appended to
 * `$DATA_DIR/outbox.jsonl` (created with mode 0600: it holds live codes) and printed on the console,
 * so a developer or operator can read the code without a mail server.
 */
export class OutboxNotifier implements Notifier {
  readonly file: string;
  private readonly now: () => number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly dataDir: string,
    options: OutboxNotifierOptions = {},
  ) {
    this.file = join(dataDir, OUTBOX_FILE);
    this.now = options.now ?? (() => Date.now());
    this.log = options.log ?? ((line) => console.log(line));
  }

  async sendCode(message: CodeMessage): Promise<void> {
    const line: OutboxLine = {
      channel: message.channel,
      to: message.to,
      code: message.code,
      purpose: message.purpose,
      at: new Date(this.now()).toISOString(),
    };
    const json = JSON.stringify(line);
    await mkdir(this.dataDir, { recursive: true });
    // One write per line with O_APPEND: lines of concurrent messages never interleave.
    await appendFile(this.file, `${json}\n`, { encoding: 'utf8', mode: 0o600, flag: 'a' });
    this.log(`[outbox] ${json}`);
  }
}
