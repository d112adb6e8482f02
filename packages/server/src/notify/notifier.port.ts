/** A verification code on its way to a person. */
export interface CodeMessage {
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly code: string;
  readonly purpose: string;
  readonly siteName: string;
  readonly language: string;
}

/** Delivers verification codes: console + outbox file by default, SMTP when configured. */
export interface Notifier {
  sendCode(message: CodeMessage): Promise<void>;
}
