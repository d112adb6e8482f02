import inquirer from 'inquirer';
import { PromptCancelled, type PromptChoice, type Prompter } from '../prompts/prompter.port.js';

/** Inquirer rejects with this error when the person presses Ctrl-C at a prompt. */
const isExitPrompt = (error: unknown): boolean => error instanceof Error && error.name === 'ExitPromptError';

const cancellable = async <T>(ask: () => Promise<T>): Promise<T> => {
  try {
    return await ask();
  } catch (error) {
    if (isExitPrompt(error)) throw new PromptCancelled();
    throw error;
  }
};

/**
 * Prompts with inquirer, drawn on stderr so stdout carries only the command's output (a table or a
 * CSV can still be piped while the questions are answered on the terminal).
 */
export class InquirerPrompter implements Prompter {
  private readonly prompt = inquirer.createPromptModule({ input: process.stdin, output: process.stderr });

  text(message: string, validate?: (answer: string) => string | undefined): Promise<string> {
    return cancellable(async () => {
      const answers = await this.prompt<{ answer: string }>([
        {
          type: 'input',
          name: 'answer',
          message,
          validate: (answer: string) => validate?.(answer) ?? true,
        },
      ]);
      return answers.answer;
    });
  }

  select<T extends string>(message: string, choices: readonly PromptChoice<T>[]): Promise<T> {
    return cancellable(async () => {
      const answers = await this.prompt<{ answer: T }>([
        {
          type: 'select',
          name: 'answer',
          message,
          choices: choices.map((choice) => ({ value: choice.value, name: choice.label })),
        },
      ]);
      return answers.answer;
    });
  }

  confirm(message: string): Promise<boolean> {
    return cancellable(async () => {
      const answers = await this.prompt<{ answer: boolean }>([
        { type: 'confirm', name: 'answer', message, default: false },
      ]);
      return answers.answer;
    });
  }

  secret(message: string): Promise<string> {
    return cancellable(async () => {
      const answers = await this.prompt<{ answer: string }>([
        { type: 'password', name: 'answer', message, mask: '*' },
      ]);
      return answers.answer;
    });
  }
}
