import { canRetryStoredLink, checkSignalAction, type ConnectRequest, type Signal } from '@signal-portal/core';
import { fields, text, type Block } from '../../output/blocks.js';
import type { CommandModule, Outcome, RawInput, ViewContext } from '../../runner/command.js';
import { flagOption, idValue, stringOption } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { connectRequestFor, type LinkFlags } from './credentials.js';
import { confirmationRefusal, confirmStep } from './lifecycle.js';
import { signalActionBlocks } from './signal-action-view.js';

interface LinkInput {
  readonly id: string;
  readonly flags: LinkFlags;
  /** Reconnect with new credentials instead of the stored link. */
  readonly fresh: boolean;
}

const linkInput = (raw: RawInput): Outcome<LinkInput> => {
  const id = idValue(raw.args[0]);
  if (id.error) return id;
  const server = stringOption(raw, 'server');
  const account = stringOption(raw, 'account');
  return succeed({
    id: id.value,
    flags: { ...(server === undefined ? {} : { server }), ...(account === undefined ? {} : { account }) },
    fresh: flagOption(raw, 'newCredentials') || server !== undefined || account !== undefined,
  });
};

/** After an EA connect: the token the sync tool needs, and where its protocol is described. */
const eaTokenBlocks = (signal: Signal, view: ViewContext): Block[] => [
  fields([[view.t('cliSignals.ea.token'), signal.token]], view.t('cliSignals.ea.title')),
  text(view.t('cliSignals.ea.howTo')),
  text(view.t('cliSignals.ea.keepSecret'), 'warning'),
];

const linkedBlocks = (signal: Signal, view: ViewContext): readonly Block[] => [
  ...signalActionBlocks(signal, 'cliSignals.done.connecting', view),
  ...(signal.connMethod === 'EA' ? eaTokenBlocks(signal, view) : []),
];

/**
 * `signals connect <id>`: links the signal by its method. Account link: `--server`, `--account`, and
 * the investor password typed at a hidden prompt or piped to stdin; API key: key and secret likewise
 * (two lines); EA: prints the signal token for the sync tool. Core's rules refuse what the state
 * forbids (checkSignalAction) and a malformed request (validateConnectRequest) before the call.
 */
export const signalsConnect: CommandModule<LinkInput, Signal> = {
  needsApi: true,
  parse: linkInput,
  async run(context, { id, flags }) {
    const signal = await context.services.signals.get(id);
    if (signal.error) return signal;
    const allowed = checkSignalAction(signal.value, 'connect');
    if (allowed.error) return allowed;
    const request = await connectRequestFor(context, signal.value, flags);
    if (request.error) return request;
    return context.services.connection.connect(signal.value, request.value);
  },
  render: linkedBlocks,
};

/**
 * `signals reconnect <id>`: retries the stored link (core's canRetryStoredLink) unless new details are
 * given (`--server`, `--account`, `--new-credentials`), which replace it; a link the platform cannot
 * retry (an API key) always asks for its credentials.
 */
export const signalsReconnect: CommandModule<LinkInput, Signal> = {
  needsApi: true,
  parse: linkInput,
  async run(context, { id, flags, fresh }) {
    const signal = await context.services.signals.get(id);
    if (signal.error) return signal;
    const allowed = checkSignalAction(signal.value, 'reconnect');
    if (allowed.error) return allowed;
    let request: ConnectRequest | undefined;
    if (fresh || !canRetryStoredLink(signal.value)) {
      const asked = await connectRequestFor(context, signal.value, flags);
      if (asked.error) return asked;
      request = asked.value;
    }
    return context.services.connection.reconnect(signal.value, request);
  },
  render: linkedBlocks,
};

/** `signals disconnect <id>`: the platform stops reading the account; asked first, `--yes` in scripts. */
export const signalsDisconnect: CommandModule<string, Signal> = {
  needsApi: true,
  parse(raw, context) {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    return confirmationRefusal(raw, context) ?? id;
  },
  async run(context, id) {
    const signal = await context.services.signals.get(id);
    if (signal.error) return signal;
    const allowed = checkSignalAction(signal.value, 'disconnect');
    if (allowed.error) return allowed;
    await confirmStep(context, 'cliSignals.confirm.disconnect', signal.value);
    return context.services.connection.disconnect(signal.value);
  },
  render: (signal, view) => signalActionBlocks(signal, 'cliSignals.done.disconnected', view),
};
