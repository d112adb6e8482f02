import {
  codeTargetOf,
  dialCodeOf,
  translateError,
  validateEmail,
  validateLoginForm,
  validatePhone,
  validateVerifyCode,
  type Language,
  type LoginForm,
  type LoginPayload,
  type Result,
  type User,
} from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import type { Prompter } from '../../prompts/prompter.port.js';
import type { CommandContext, CommandModule, Outcome } from '../../runner/command.js';
import { stringOption } from '../../runner/options.js';
import { LOGIN_COMMAND } from '../../runner/reporter.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';
import { loginFormOf } from './contact.js';

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
  (language: Language, check: (answer: string) => Result<unknown>) =>
  (answer: string): string | undefined => {
    const result = check(answer);
    return result.error ? translateError(result.value, language) : undefined;
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
      email: await prompter.text(t('auth.email'), problemOf(context.language, validateEmail)),
    };
  }
  const countryCode = await prompter.text(t('auth.countryCode'), problemOf(context.language, dialCodeOf));
  const phone = await prompter.text(
    t('auth.phone'),
    problemOf(context.language, (answer) => validatePhone(answer, countryCode)),
  );
  return { method, countryCode, phone };
};

/** How to finish this login in a second run, for a script that could not pipe the code. */
const resumeCommand = (form: LoginForm): string =>
  form.method === 'email'
    ? `${LOGIN_COMMAND} --email ${form.email} --code <code>`
    : `${LOGIN_COMMAND} --phone ${form.phone} --country ${form.countryCode} --code <code>`;

const askCode = async (context: CommandContext<never>): Promise<string | undefined> =>
  context.prompter
    ? context.prompter.text(
        context.format.t('cli.codePrompt'),
        problemOf(context.language, validateVerifyCode),
      )
    : context.readLine();

/**
 * `login`: by email or phone with a 6-digit code. On a terminal it asks for whatever the flags left
 * out; a script gives `--email` or `--phone` and pipes the code to stdin once it arrives, or runs
 * again with `--code` (the pending request is kept in the session file).
 */
export const login: CommandModule<LoginInput, User> = {
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

  async run(context, input): Promise<Outcome<User>> {
    const { session } = context.services;
    const form = input.form ?? (context.prompter ? await askForm(context.prompter, context) : undefined);
    if (form === undefined) return usageRefusal('FIELD_REQUIRED', CONTACT_REQUIRED);

    let contact: LoginPayload;
    if (input.code === undefined) {
      const sent = await session.sendLoginCode(form);
      if (sent.error) return sent;
      contact = sent.value;
      context.notify({ key: 'cli.codeSentTo', params: { target: codeTargetOf(form) } });
    } else {
      const valid = validateLoginForm(form);
      if (valid.error) return usageRefusal(valid.value);
      contact = valid.value;
    }

    const typed = input.code ?? (await askCode(context));
    if (typed === undefined || typed.trim() === '') {
      return usageRefusal('VERIFY_CODE_INVALID', {
        key: 'cli.usage.noCode',
        params: { command: resumeCommand(form) },
      });
    }
    const code = validateVerifyCode(typed);
    if (code.error) return usageRefusal(code.value);
    return session.verifyCode(contact, code.value);
  },

  render: (user, { t }) => [text(t('cli.loggedInAs', { username: user.username }), 'success')],
};
