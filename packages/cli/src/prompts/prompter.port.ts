/** One choice of a `select` prompt. */
export interface PromptChoice<T extends string> {
  readonly value: T;
  readonly label: string;
}

/**
 * Questions on the terminal. The CLI asks only when a person is there: stdin and stderr are
 * terminals, and neither `--json` nor `--yes` was given. Inquirer in production
 * (`InquirerPrompter`), scripted answers in tests.
 */
export interface Prompter {
  /** `validate` returns an error text to show, or undefined when the answer is acceptable. */
  text(message: string, validate?: (answer: string) => string | undefined): Promise<string>;
  select<T extends string>(message: string, choices: readonly PromptChoice<T>[]): Promise<T>;
  confirm(message: string): Promise<boolean>;
  /** A secret (password, API secret): typed without being shown, never kept. */
  secret(message: string): Promise<string>;
}

/** The person pressed Ctrl-C at a prompt: nothing was done, the CLI stops (exit 130). */
export class PromptCancelled extends Error {
  constructor() {
    super('prompt cancelled');
    this.name = 'PromptCancelled';
  }
}
