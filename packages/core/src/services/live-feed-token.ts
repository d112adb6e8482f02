import type { ApiClient } from '../api/api-client.js';
import type { Result } from '../shared/result.js';

/** The LiveFeed's `fetchToken`: a one-time token from POST /auth/ws_token. */
export const liveFeedTokenSource =
  (api: ApiClient): (() => Promise<Result<string>>) =>
  () =>
    api.call('POST /auth/ws_token');
