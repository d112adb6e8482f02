import {
  codeTargetOf,
  dialCodeOf,
  resendSecondsLeft,
  validateEmail,
  validateLoginForm,
  validatePhone,
  validateVerifyCode,
  type LoginForm,
  type LoginPayload,
  type Result,
  type User,
} from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import type { Formatter } from '../../output/format.js';
import type { Prompter } from '../../prompts/prompter.port.js';
import type { CommandContext, CommandModule, Outcome } from '../../runner/command.js';
import { stringOption } from '../../runner/options.js';
import { LOGIN_COMMAND } from '../../runner/reporter.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';
import { loginFormOf } from './contact.js';

/**
 * The first of two steps (no code on stdin): the code is on its way, and `next` finishes the login.
 * A success, since nothing went wrong; scripts read `next` or run it with the code they received.
 */
export interface CodeSent {
  readonly codeSent: true;
  readonly sentTo: string;
  readonly resendInSeconds: number;
  readonly next: string;
}

export type LoginOutcome = User | CodeSent;

const isCodeSent = (value: LoginOutcome): value is CodeSent => 'codeSent' in value;

export interface LoginInput {
  /** Undefined: ask on the terminal. */
  readonly form: LoginForm | undefined;
  /** A code sent by an earlier run: verify it without sending another. */
  readonly code: string | undefined;
}

const CONTACT_REQUIRED = {
  key: 'cli.usage.contactRequired',
  params: { email: '--email', phone: '--phone' },
} as const;

/** The translated problem of a typed answer, for the prompt to show; undefined when it is fine. */
const problemOf =
  (format: Formatter, check: (answer: string) => Result<unknown>) =>
  (answer: string): string | undefined => {
    const result = check(answer);
    return result.error ? format.error(result.value) : undefined;
  };

const askForm = async (prompter: Prompter, context: CommandContext<never>): Promise<LoginForm> => {
  const { t } = context.format;
  const method = await prompter.select(t('auth.loginSubtitle'), [
    { value: 'email', label: t('auth.byEmail') },
    { value: 'phone', label: t('auth.byPhone') },
  ] as const);
  if (method === 'email') {
    return {
      method,
      email: await prompter.text(t('auth.email'), problemOf(context.format, validateEmail)),
    };
  }
  const countryCode = await prompter.text(t('auth.countryCode'), problemOf(context.format, dialCodeOf));
  const phone = await prompter.text(
    t('auth.phone'),
    problemOf(context.format, (answer) => validatePhone(answer, countryCode)),
  );
  return { method, countryCode, phone };
};

/** How to finish this login in a second run, for a script that could not pipe the code. */
const resumeCommand = (form: LoginForm): string =>
  form.method === 'email'
    ? `${LOGIN_COMMAND} --email ${form.email} --code <code>`
    : `${LOGIN_COMMAND} --phone ${form.phone} --country ${form.countryCode} --code <code>`;

/** What to do about a code that has not come: a new one once the countdown has ended. */
const resendNote = (secondsLeft: number) =>
  secondsLeft > 0
    ? ({ key: 'cliFramework.codeResendIn', params: { seconds: secondsLeft } } as const)
    : ({ key: 'cliFramework.codeResendNow' } as const);

/** A code still being waited for: sent at `sentAt`, to be verified for `contact`. */
interface PendingCode {
  readonly form: LoginForm;
  contact: LoginPayload;
  sentAt: number;
}

const sendCode = async (context: CommandContext<never>, form: LoginForm): Promise<Outcome<PendingCode>> => {
  const sent = await context.services.session.sendLoginCode(form);
  if (sent.error) return sent;
  context.notify({ key: 'cli.codeSentTo', params: { target: codeTargetOf(form) } });
  return succeed({ form, contact: sent.value, sentAt: context.services.clock.now() });
};

/**
 * On a terminal: asks for the code until it is right or the platform stops taking it (too many
 * tries, expired). A wrong code is said and asked again; an empty answer sends a new code once the
 * resend countdown has ended, and before that the prompt shows the seconds left.
 */
const askUntilRight = async (
  context: CommandContext<never>,
  prompter: Prompter,
  pending: PendingCode,
): Promise<Outcome<User>> => {
  const secondsLeft = (): number => resendSecondsLeft(pending.sentAt, context.services.clock.now());
  const checkFormat = problemOf(context.format, validateVerifyCode);
  context.notify(resendNote(secondsLeft()));
  for (;;) {
    const typed = await prompter.text(context.format.t('cli.codePrompt'), (answer) => {
      if (answer.trim() !== '') return checkFormat(answer);
      const left = secondsLeft();
      return left > 0 ? context.format.t('cliFramework.codeResendIn', { seconds: left }) : undefined;
    });
    if (typed.trim() === '') {
      const again = await sendCode(context, pending.form);
      if (again.error) return again;
      pending.contact = again.value.contact;
      pending.sentAt = again.value.sentAt;
      continue;
    }
    const verified = await context.services.session.verifyCode(pending.contact, typed.trim());
    if (!verified.error || verified.value !== 'VERIFY_TOKEN_WRONG') return verified;
    context.notify({
      key: 'cli.errorLine',
      params: { message: context.format.error(verified.value), code: verified.value },
    });
    context.notify(resendNote(secondsLeft()));
  }
};

/**
 * `login`: by email or phone with a 6-digit code. On a terminal it asks for whatever the flags left
 * out; a script gives `--email` or `--phone` and pipes the code to stdin once it arrives, or runs
 * again with `--code` (the pending request is kept in the session file).
 */
export const login: CommandModule<LoginInput, LoginOutcome> = {
  needsApi: true,

  parse(raw, { interactive }) {
    const email = stringOption(raw, 'email');
    const phone = stringOption(raw, 'phone');
    const country = stringOption(raw, 'country');
    const code = stringOption(raw, 'code');
    if (email !== undefined && phone !== undefined) {
      return usageRefusal('WRONG_DATA_FORMAT', { key: 'cli.usage.oneContact' });
    }
    const form = loginFormOf({
      ...(email === undefined ? {} : { email }),
      ...(phone === undefined ? {} : { phone }),
      ...(country === undefined ? {} : { country }),
    });
    if (form === undefined && (!interactive || code !== undefined)) {
      return usageRefusal('FIELD_REQUIRED', CONTACT_REQUIRED);
    }
    if (form !== undefined) {
      const valid = asUsage(validateLoginForm(form));
      if (valid.error) return valid;
    }
    if (code !== undefined) {
      const valid = asUsage(validateVerifyCode(code));
      if (valid.error) return valid;
      return succeed({ form, code: valid.value });
    }
    return succeed({ form, code: undefined });
  },

  async run(context, input): Promise<Outcome<LoginOutcome>> {
    const { session } = context.services;
    const form = input.form ?? (context.prompter ? await askForm(context.prompter, context) : undefined);
    if (form === undefined) return usageRefusal('FIELD_REQUIRED', CONTACT_REQUIRED);

    if (input.code !== undefined) {
      const valid = validateLoginForm(form);
      if (valid.error) return usageRefusal(valid.value);
      return session.verifyCode(valid.value, input.code);
    }

    const pending = await sendCode(context, form);
    if (pending.error) return pending;
    if (context.prompter) return askUntilRight(context, context.prompter, pending.value);

    // A script: the code piped in once it arrives, or (nothing piped) the second step with --code.
    const typed = await context.readLine();
    if (typed === undefined || typed.trim() === '') {
      return succeed({
        codeSent: true,
        sentTo: codeTargetOf(form),
        resendInSeconds: resendSecondsLeft(pending.value.sentAt, context.services.clock.now()),
        next: resumeCommand(form),
      });
    }
    const code = validateVerifyCode(typed);
    if (code.error) return usageRefusal(code.value);
    return session.verifyCode(pending.value.contact, code.value);
  },

  render: (outcome, { t }) =>
    isCodeSent(outcome)
      ? [text(t('cliFramework.codeSentNext', { command: outcome.next }))]
      : [text(t('cli.loggedInAs', { username: outcome.username }), 'success')],
};
