import {
  PLATFORMS,
  connMethodsFor,
  validateDescription,
  validateSignalName,
  type ConnMethod,
  type FollowSetting,
  type Platform,
  type Signal,
} from '@signal-portal/core';
import type { CommandContext, CommandModule, Outcome, RawInput } from '../../runner/command.js';
import { stringOption } from '../../runner/options.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';
import { signalActionBlocks } from './signal-action-view.js';
import {
  followSettingFlags,
  followSettingOf,
  hasFollowFlags,
  methodValue,
  offeredMethod,
  onlyMethodOf,
  platformValue,
  readSignalImage,
} from './signal-options.js';

/** What the command line gave; a missing part is asked on a terminal. */
interface CreateInput {
  readonly platform?: Platform;
  readonly method?: ConnMethod;
  readonly name?: string;
  readonly describe?: string;
  readonly image?: string;
  readonly followSetting?: FollowSetting;
}

const required = (option: string): Outcome<never> =>
  usageRefusal('FIELD_REQUIRED', { key: 'cliSignals.usage.required', params: { option } });

/** Each flag checked by core's rules, as the web's wizard checks each field. */
const parseCreate = (raw: RawInput, interactive: boolean): Outcome<CreateInput> => {
  const platformText = stringOption(raw, 'platform');
  const platform = platformText === undefined ? undefined : platformValue(platformText);
  if (platform?.error) return platform;
  const methodText = stringOption(raw, 'method');
  const methodGiven = methodText === undefined ? undefined : methodValue(methodText);
  if (methodGiven?.error) return methodGiven;
  const method: ConnMethod | undefined =
    methodGiven?.value ?? (platform === undefined ? undefined : onlyMethodOf(platform.value));
  if (platform !== undefined && method !== undefined) {
    const offered = offeredMethod(platform.value, method);
    if (offered.error) return offered;
  }
  const nameText = stringOption(raw, 'name');
  const name = nameText === undefined ? undefined : asUsage(validateSignalName(nameText));
  if (name?.error) return name;
  const describeText = stringOption(raw, 'description');
  const describe = describeText === undefined ? undefined : asUsage(validateDescription(describeText));
  if (describe?.error) return describe;
  const follow = followSettingFlags(raw);
  // A new signal has no drawdown yet: the floor is the platform's minimum.
  const followSetting = hasFollowFlags(follow) ? followSettingOf(follow, undefined, '0') : undefined;
  if (followSetting?.error) return followSetting;
  if (!interactive) {
    if (platform === undefined) return required('--platform');
    if (method === undefined) return required('--method');
    if (name === undefined) return required('--name');
  }
  const image = stringOption(raw, 'image');
  return succeed({
    ...(platform === undefined ? {} : { platform: platform.value }),
    ...(method === undefined ? {} : { method }),
    ...(name === undefined ? {} : { name: name.value }),
    ...(describe === undefined ? {} : { describe: describe.value }),
    ...(image === undefined ? {} : { image }),
    ...(followSetting === undefined ? {} : { followSetting: followSetting.value }),
  });
};

/** The parts the command line left out, asked one by one with the same rules (terminal only). */
const askMissing = async (
  context: CommandContext<never>,
  input: CreateInput,
): Promise<Required<Omit<CreateInput, 'image' | 'followSetting'>>> => {
  const { prompter, format } = context;
  const { t } = format;
  if (prompter === undefined) throw new Error('asked without a terminal');
  const platform =
    input.platform ??
    (await prompter.select(
      t('cliSignals.ask.platform'),
      PLATFORMS.map((value) => ({ value, label: t(`signal.platform.${value}`) })),
    ));
  const method =
    input.method ??
    onlyMethodOf(platform) ??
    (await prompter.select(
      t('cliSignals.ask.method'),
      connMethodsFor(platform).map((value) => ({ value, label: t(`signal.connMethod.${value}`) })),
    ));
  const problem = (code: ReturnType<typeof validateSignalName>): string | undefined =>
    code.error ? t(`errors.${code.value}`) : undefined;
  const name =
    input.name ??
    (await prompter.text(t('cliSignals.ask.name'), (answer) => problem(validateSignalName(answer))));
  const describe =
    input.describe ??
    (await prompter.text(t('cliSignals.ask.description'), (answer) => problem(validateDescription(answer))));
  return { platform, method, name: name.trim(), describe };
};

/**
 * `signals create`: platform, connection method (only those the platform offers), name (fixed
 * afterwards), description, follow settings and an image, as the web's creation wizard takes them.
 * The image is checked before the signal is made, so a bad file creates nothing.
 */
export const signalsCreate: CommandModule<CreateInput, Signal> = {
  needsApi: true,
  parse: (raw, { interactive }) => parseCreate(raw, interactive),
  async run(context, input) {
    const image = input.image === undefined ? undefined : await readSignalImage(input.image);
    if (image?.error) return image;
    const complete =
      input.platform !== undefined && input.method !== undefined && input.name !== undefined
        ? { platform: input.platform, method: input.method, name: input.name, describe: input.describe ?? '' }
        : await askMissing(context, input);
    const created = await context.services.signals.create({
      name: complete.name,
      describe: complete.describe,
      platform: complete.platform,
      connMethod: complete.method,
      ...(input.followSetting === undefined ? {} : { followSetting: input.followSetting }),
    });
    if (created.error || image === undefined) return created;
    // The signal exists now: said at once, so a failed upload does not hide it.
    context.notify({
      key: 'cliSignals.done.created',
      params: { name: created.value.name, id: created.value.id },
    });
    return context.services.signals.uploadHeadshot(created.value.id, image.value);
  },
  render: (signal, view) => signalActionBlocks(signal, 'cliSignals.done.created', view),
};
