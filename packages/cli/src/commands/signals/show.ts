import type { Signal } from '@signal-portal/core';
import type { CommandModule } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { signalBlocks } from './signal-view.js';

/** `signals show <id>`: state, connection and the performance figures. */
export const signalsShow: CommandModule<string, Signal> = {
  needsApi: true,
  services: ['signals'],
  parse: (raw) => idValue(raw.args[0]),
  run: (context, id) => context.services.signals.get(id),
  render: (signal, view) => signalBlocks(signal, view),
};
