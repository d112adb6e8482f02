import type { CodeMessage, Notifier } from './notifier.port.js';

/** Keeps every message in memory: tests read the codes from here. */
export class MemoryNotifier implements Notifier {
  readonly messages: CodeMessage[] = [];

  sendCode(message: CodeMessage): Promise<void> {
    this.messages.push(message);
    return Promise.resolve();
  }

  /** The newest code sent to `to`. */
  lastCodeFor(to: string): string | undefined {
    return [...this.messages].reverse().find((m) => m.to === to)?.code;
  }
}
