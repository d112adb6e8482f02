import type { ConnectRequest, Signal, TranslationKey } from '@signal-portal/core';
import type { CommandContext, Outcome } from '../../runner/command.js';
import { succeed, usageRefusal } from '../../runner/usage.js';

/** What the command line may say about an account link; secrets never come from flags. */
export interface LinkFlags {
  readonly server?: string;
  readonly account?: string;
}

/**
 * A secret, never from a flag (it would stay in the shell history): typed at a hidden prompt on a
 * terminal, otherwise the next line of stdin. Undefined when stdin had nothing.
 */
const readSecret = async (
  context: CommandContext<never>,
  question: TranslationKey,
): Promise<string | undefined> => {
  if (context.prompter !== undefined) return context.prompter.secret(context.format.t(question));
  const line = await context.readLine();
  return line === undefined || line.trim() === '' ? undefined : line.trim();
};

const askText = async (
  context: CommandContext<never>,
  given: string | undefined,
  question: 'cliSignals.ask.server' | 'cliSignals.ask.account',
): Promise<string | undefined> => {
  if (given !== undefined) return given;
  return context.prompter?.text(context.format.t(question));
};

/**
 * The request that links `signal` by its own method: the account link's server and number from the
 * flags (asked on a terminal) and its investor password; the API key's key and secret; nothing for
 * the EA (the sync tool brings the account). Core's validateConnectRequest checks it afterwards.
 */
export const connectRequestFor = async (
  context: CommandContext<never>,
  signal: Signal,
  flags: LinkFlags,
): Promise<Outcome<ConnectRequest>> => {
  switch (signal.connMethod) {
    case 'EA':
      return succeed({ method: 'EA' });
    case 'ACCOUNT_LINK': {
      const server = await askText(context, flags.server, 'cliSignals.ask.server');
      const number = await askText(context, flags.account, 'cliSignals.ask.account');
      if (server === undefined || number === undefined) {
        return usageRefusal('FIELD_REQUIRED', {
          key: 'cliSignals.usage.accountLinkOptions',
          params: { server: '--server', account: '--account' },
        });
      }
      const investorPassword = await readSecret(context, 'cliSignals.ask.investorPassword');
      if (investorPassword === undefined)
        return usageRefusal('FIELD_REQUIRED', { key: 'cliSignals.usage.passwordMissing' });
      return succeed({ method: 'ACCOUNT_LINK', server, number, investorPassword });
    }
    case 'API_KEY': {
      const apiKey = await readSecret(context, 'cliSignals.ask.apiKey');
      const apiSecret =
        apiKey === undefined ? undefined : await readSecret(context, 'cliSignals.ask.apiSecret');
      if (apiKey === undefined || apiSecret === undefined)
        return usageRefusal('FIELD_REQUIRED', { key: 'cliSignals.usage.apiKeyMissing' });
      return succeed({ method: 'API_KEY', apiKey, apiSecret });
    }
  }
};
