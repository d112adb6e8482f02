import { checkSignalAction, type Result, type Signal, type TranslationKey } from '@signal-portal/core';
import type { Block } from '../../output/blocks.js';
import { text } from '../../output/blocks.js';
import { PromptCancelled } from '../../prompts/prompter.port.js';
import type { CommandContext, CommandModule, Outcome, RawInput, ParseContext } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { usageRefusal } from '../../runner/usage.js';
import { signalActionBlocks } from './signal-action-view.js';

/** The lifecycle steps run on a signal as it is (the web's in-place actions). */
export type LifecycleAction = 'submit' | 'enable' | 'disable' | 'archive' | 'delete';

/** Asked first, as on the web: archive and delete cannot be undone; disable stops new followers. */
export type ConfirmedAction = Extract<LifecycleAction, 'disable' | 'archive' | 'delete'>;
const CONFIRMED: ReadonlySet<LifecycleAction> = new Set<LifecycleAction>(['disable', 'archive', 'delete']);

const DONE: Readonly<Record<LifecycleAction, TranslationKey>> = {
  submit: 'cliSignals.done.submitted',
  enable: 'cliSignals.done.enabled',
  disable: 'cliSignals.done.disabled',
  archive: 'cliSignals.done.archived',
  delete: 'cliSignals.done.deleted',
};

/** What `--json` prints after delete: the signal is gone, so its id and name. */
export interface DeletedSignal {
  readonly id: string;
  readonly name: string;
  readonly deleted: true;
}

/**
 * A step that cannot be taken back needs a yes: asked on a terminal, `--yes` in a script (without it
 * and without a terminal nothing is called).
 */
export const confirmationRefusal = (
  raw: RawInput,
  { interactive }: ParseContext,
): ReturnType<typeof usageRefusal> | undefined =>
  !interactive && raw.options['yes'] !== true
    ? usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.needsYes', params: { option: '--yes' } })
    : undefined;

/** Asks the question on a terminal; a "no" changes nothing (exit 130, as any cancelled prompt). */
export const confirmStep = async (
  context: CommandContext<never>,
  question: TranslationKey,
  signal: Signal,
): Promise<void> => {
  if (context.prompter === undefined) return;
  const sure = await context.prompter.confirm(context.format.t(question, { name: signal.name }));
  if (!sure) throw new PromptCancelled();
};

const call = async (
  context: CommandContext<never>,
  signal: Signal,
  action: LifecycleAction,
): Promise<Result<Signal | DeletedSignal>> => {
  const { signals } = context.services;
  switch (action) {
    case 'submit':
      return signals.submit(signal);
    case 'enable':
      return signals.enable(signal);
    case 'disable':
      return signals.disable(signal);
    case 'archive':
      return signals.archive(signal);
    case 'delete': {
      const removed = await signals.remove(signal);
      return removed.error
        ? removed
        : { error: false, value: { id: signal.id, name: signal.name, deleted: true } };
    }
  }
};

const isDeleted = (value: Signal | DeletedSignal): value is DeletedSignal => 'deleted' in value;

/**
 * `signals submit|enable|disable|archive|delete <id>`: the signal is read first and core's
 * checkSignalAction refuses what its state forbids (the web's refusals, before any change and before
 * asking); then the server decides.
 */
export const lifecycleCommand = (action: LifecycleAction): CommandModule<string, Signal | DeletedSignal> => ({
  needsApi: true,
  parse(raw, context): Outcome<string> {
    const id = idValue(raw.args[0]);
    if (id.error || !CONFIRMED.has(action)) return id;
    return confirmationRefusal(raw, context) ?? id;
  },
  async run(context, id) {
    const signal = await context.services.signals.get(id);
    if (signal.error) return signal;
    const allowed = checkSignalAction(signal.value, action);
    if (allowed.error) return allowed;
    if (CONFIRMED.has(action))
      await confirmStep(context, `cliSignals.confirm.${action as ConfirmedAction}`, signal.value);
    return call(context, signal.value, action);
  },
  render(value, view): readonly Block[] {
    if (isDeleted(value)) return [text(view.t(DONE.delete, { name: value.name, id: value.id }), 'success')];
    return signalActionBlocks(value, DONE[action], view);
  },
});

export const signalsSubmit = lifecycleCommand('submit');
export const signalsEnable = lifecycleCommand('enable');
export const signalsDisable = lifecycleCommand('disable');
export const signalsArchive = lifecycleCommand('archive');
export const signalsDelete = lifecycleCommand('delete');
