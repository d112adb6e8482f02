import { LiveFeed, liveFeedTokenSource } from '@signal-portal/core';
import type { CoreServiceDeps } from './deps.js';

/** The live feed; it opens its socket on the first subscription. */
export const create = ({ api, clock, sockets, settings }: CoreServiceDeps): LiveFeed =>
  new LiveFeed({ sockets, clock, url: settings.wsUrl, fetchToken: liveFeedTokenSource(api) });
