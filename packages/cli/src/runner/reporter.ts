import type { Language } from '@signal-portal/core';
import type { CliIo } from '../cli-io.js';
import { colourEnabled, colours, type Colours } from '../output/ansi.js';
import type { Block } from '../output/blocks.js';
import { createFormatter, type Formatter } from '../output/format.js';
import { percentOf, progressBar } from '../output/progress.js';
import type { Texts } from '../texts/texts.js';
import type { CliMessage, Progress, Refusal, ViewContext } from './command.js';
import { explainRefusal, type RefusalContext } from './explain-refusal.js';
import { EXIT, exitCodeFor, type ExitCode } from './exit-codes.js';

/** How often a progress line is redrawn at most. */
const PROGRESS_INTERVAL_MS = 100;
const CLEAR_LINE = '\r\u001b[K';

/** The command that logs in, as the hints name it (explain-refusal.ts words the hints). */
export { LOGIN_COMMAND } from './explain-refusal.js';

/**
 * Everything the CLI shows goes through here: `--json` prints exactly the serialized Result on
 * stdout; otherwise successes are blocks on stdout; refusals are translated on stderr with their code;
 * notes and progress go to stderr. It also decides the exit code of a refusal.
 */
export class Reporter {
  readonly view: ViewContext;
  private readonly out: Colours;
  private readonly err: Colours;
  private progressDrawnAt = 0;
  private progressShown = false;

  constructor(
    private readonly io: CliIo,
    private readonly texts: Texts,
    readonly json: boolean,
    colorFlag: boolean,
    /** `--quiet`: only data and errors; notes, progress and success confirmations are left out. */
    readonly quiet = false,
  ) {
    const format: Formatter = createFormatter(texts);
    this.view = { t: format.t, format };
    this.out = colours(colourEnabled(io.stdout, io.env, colorFlag));
    this.err = colours(colourEnabled(io.stderr, io.env, colorFlag));
  }

  get language(): Language {
    return this.texts.language;
  }

  get format(): Formatter {
    return this.view.format;
  }

  /** A progress bar is for a person watching a terminal. */
  get showsProgress(): boolean {
    return this.io.stderr.isTTY && !this.json && !this.quiet;
  }

  message(message: CliMessage): string {
    return this.texts.t(message.key, message.params);
  }

  async success(value: unknown, blocks: () => readonly Block[]): Promise<ExitCode> {
    await (this.json ? this.printJson({ error: false, value }) : this.printBlocks(blocks()));
    return EXIT.OK;
  }

  /** One event of a long-running command: a JSON line, or its blocks. */
  async event(value: unknown, blocks: () => readonly Block[]): Promise<void> {
    await (this.json ? this.printJson({ error: false, value }) : this.printBlocks(blocks()));
  }

  async refusal(refusal: Refusal, context: RefusalContext = {}): Promise<ExitCode> {
    if (this.json) await this.printJson({ error: true, value: refusal.value });
    const { message, hints } = explainRefusal(refusal, context, (key) => this.texts.has(key));
    const text = message ? this.message(message) : this.texts.error(refusal.value);
    const lines = [
      this.err.red(this.texts.t('cli.errorLine', { message: text, code: refusal.value })),
      ...hints.map((hint) => this.message(hint)),
    ];
    await this.io.stderr.write(`${lines.join('\n')}\n`);
    if (refusal.interrupted === true) return EXIT.INTERRUPTED;
    return refusal.usage === true ? EXIT.USAGE : exitCodeFor(refusal.value);
  }

  /** A note for the person (stderr), in both output modes. */
  async note(message: CliMessage): Promise<void> {
    if (this.quiet) return;
    await this.io.stderr.write(`${this.err.dim(this.message(message))}\n`);
  }

  /** Redraws the progress line, at most every 100 ms. */
  async progress(progress: Progress, now: number): Promise<void> {
    if (now - this.progressDrawnAt < PROGRESS_INTERVAL_MS) return;
    this.progressDrawnAt = now;
    this.progressShown = true;
    const percent = percentOf(progress);
    const line =
      percent === undefined
        ? this.texts.t('cli.downloadProgressRows', { rows: progress.rows })
        : `${this.texts.t('cli.downloadProgress', { percent })} ${progressBar(percent / 100)}`;
    await this.io.stderr.write(`${CLEAR_LINE}${line}`);
  }

  async endProgress(): Promise<void> {
    if (!this.progressShown) return;
    this.progressShown = false;
    await this.io.stderr.write(CLEAR_LINE);
  }

  private async printJson(result: { readonly error: boolean; readonly value: unknown }): Promise<void> {
    // Exactly {error, value}: a Refusal's explanations are for people and stay on stderr.
    await this.io.stdout.write(`${JSON.stringify({ error: result.error, value: result.value })}\n`);
  }

  private async printBlocks(blocks: readonly Block[]): Promise<void> {
    // A confirmation ("Logged out.") is not data: the exit code says it with --quiet.
    const shown = this.quiet
      ? blocks.filter((block) => block.kind !== 'text' || block.tone !== 'success')
      : blocks;
    // The renderer (cli-table3) is loaded for output to people only: --json never needs it.
    const { renderBlocks } = await import('../output/render.js');
    const rendered = renderBlocks(shown, this.out);
    if (rendered !== '') await this.io.stdout.write(rendered);
  }
}
