import { FALLBACK_LANGUAGE, isLanguage, translate } from '@signal-portal/core';
import nodemailer from 'nodemailer';
import type { CodeMessage, Notifier } from './notifier.port.js';

/** The part of a nodemailer transport the notifier uses (tests pass a fake). */
export interface MailTransport {
  sendMail(mail: {
    readonly from: string;
    readonly to: string;
    readonly subject: string;
    readonly text: string;
  }): Promise<unknown>;
}

export interface SmtpNotifierOptions {
  /** Sender address; default: the `from` query parameter of the SMTP URL, else no-reply@<smtp host>. */
  readonly from?: string;
  /** Where SMS codes go: SMTP cannot send them (default: the console). */
  readonly sms?: Notifier;
  /** The transport; default: nodemailer's SMTP transport for the URL. */
  readonly transport?: MailTransport;
}

/** Subject and text of a code email, in the recipient's language (core's `auth.code` text). */
export const composeCodeEmail = (message: CodeMessage): { subject: string; text: string } => {
  const language = isLanguage(message.language) ? message.language : FALLBACK_LANGUAGE;
  const label = translate(language, 'auth.code');
  return {
    subject: `${message.siteName}: ${label}`,
    text: `${label}: ${message.code}\n\n${message.siteName}\n`,
  };
};

const consoleSms: Notifier = {
  sendCode: (message) => {
    console.log(`[sms] ${JSON.stringify({ to: message.to, code: message.code, purpose: message.purpose })}`);
    return Promise.resolve();
  },
};

/** `smtp://user:pass@host:587?from=noreply@example.com` -> the transport URL and the sender. */
const parseSmtpUrl = (smtpUrl: string): { transportUrl: string; from: string } => {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? `no-reply@${url.hostname}`;
  url.searchParams.delete('from');
  return { transportUrl: url.toString(), from };
};

/**
 * Sends codes by email over SMTP (nodemailer) when `SMTP_URL` is configured. SMS codes have no
 * gateway here and go to `options.sms` (the console by default).
 */
export class SmtpNotifier implements Notifier {
  private readonly transport: MailTransport;
  private readonly from: string;
  private readonly sms: Notifier;

  constructor(smtpUrl: string, options: SmtpNotifierOptions = {}) {
    const parsed = parseSmtpUrl(smtpUrl);
    this.from = options.from ?? parsed.from;
    this.sms = options.sms ?? consoleSms;
    this.transport = options.transport ?? nodemailer.createTransport(parsed.transportUrl);
  }

  async sendCode(message: CodeMessage): Promise<void> {
    if (message.channel === 'sms') {
      await this.sms.sendCode(message);
      return;
    }
    const { subject, text } = composeCodeEmail(message);
    await this.transport.sendMail({ from: this.from, to: message.to, subject, text });
  }
}
