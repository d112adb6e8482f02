import type { User } from '@signal-portal/core';
import { ABSENT } from '../../output/format.js';
import { fields } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

/**
 * `whoami`: the signed-in user, GET /user alone. Not the session's start: that applies and saves
 * the user's language and loads the wallet, and a reading command changes no configuration.
 */
export const whoami: CommandModule<void, User> = {
  needsApi: true,
  services: [],
  parse: () => succeed(undefined),
  run: (context) => context.services.api.call('GET /user'),
  render: (user, { t }) => [
    fields([
      [t('auth.username'), user.username],
      [t('auth.email'), user.email || ABSENT],
      [t('auth.phone'), user.phone || ABSENT],
      [t('layout.language'), user.language],
      [t('cli.fields.userId'), user.id],
    ]),
  ],
};
