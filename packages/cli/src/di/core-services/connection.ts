import { SignalConnectionService } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** Linking a signal to its trading account. */
export const create = ({ api }: CoreServiceDeps): SignalConnectionService =>
  new SignalConnectionService({ api });
