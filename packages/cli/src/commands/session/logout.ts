import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

/** `logout`: DELETE /auth/logout; the server's answer clears the session cookie in the jar. */
export const logout: CommandModule<void, boolean> = {
  needsApi: true,
  parse: () => succeed(undefined),
  run: (context) => context.services.session.logout(),
  render: (ended, { t }) => [
    text(t(ended ? 'cli.loggedOut' : 'cli.stillLoggedIn'), ended ? 'success' : 'warning'),
  ],
};
