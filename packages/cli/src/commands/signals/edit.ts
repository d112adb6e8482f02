import {
  checkSignalAction,
  validateDescription,
  type Signal,
  type UpdateSignalBody,
} from '@signal-portal/core';
import type { CommandModule, Outcome } from '../../runner/command.js';
import { idValue, stringOption } from '../../runner/options.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';
import { signalActionBlocks } from './signal-action-view.js';
import {
  FOLLOW_OPTIONS,
  followSettingFlags,
  followSettingOf,
  hasFollowFlags,
  readSignalImage,
  type FollowSettingFlags,
} from './signal-options.js';

interface EditInput {
  readonly id: string;
  readonly describe?: string;
  readonly image?: string;
  readonly follow: FollowSettingFlags;
}

const EDIT_OPTIONS = ['--description', '--image', ...FOLLOW_OPTIONS];

/**
 * `signals edit <id>`: the description, the image and the follow settings (the name is fixed). A
 * follow flag left out keeps its saved value; the setting is checked against the signal's own max
 * drawdown (core's validateFollowSetting), as on the web's edit screen.
 */
export const signalsEdit: CommandModule<EditInput, Signal> = {
  needsApi: true,
  parse(raw): Outcome<EditInput> {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    const describeText = stringOption(raw, 'description');
    const describe = describeText === undefined ? undefined : asUsage(validateDescription(describeText));
    if (describe?.error) return describe;
    const image = stringOption(raw, 'image');
    const follow = followSettingFlags(raw);
    if (describe === undefined && image === undefined && !hasFollowFlags(follow)) {
      return usageRefusal('FIELD_REQUIRED', {
        key: 'cliSignals.usage.nothingToChange',
        params: { options: EDIT_OPTIONS.join(', ') },
      });
    }
    return succeed({
      id: id.value,
      follow,
      ...(describe === undefined ? {} : { describe: describe.value }),
      ...(image === undefined ? {} : { image }),
    });
  },
  async run(context, input) {
    const image = input.image === undefined ? undefined : await readSignalImage(input.image);
    if (image?.error) return image;
    const signal = await context.services.signals.get(input.id);
    if (signal.error) return signal;
    const allowed = checkSignalAction(signal.value, 'update');
    if (allowed.error) return allowed;
    let change: UpdateSignalBody = input.describe === undefined ? {} : { describe: input.describe };
    if (hasFollowFlags(input.follow)) {
      const maxDrawdown = signal.value.performance?.drawdown ?? '0';
      const followSetting = followSettingOf(input.follow, signal.value.followSetting, maxDrawdown);
      if (followSetting.error) return followSetting;
      change = { ...change, followSetting: followSetting.value };
    }
    let saved = signal.value;
    if (change.describe !== undefined || change.followSetting !== undefined) {
      const updated = await context.services.signals.update(signal.value, change);
      if (updated.error) return updated;
      saved = updated.value;
    }
    return image === undefined
      ? succeed(saved)
      : context.services.signals.uploadHeadshot(saved.id, image.value);
  },
  render: (signal, view) => signalActionBlocks(signal, 'cliSignals.done.updated', view),
};
