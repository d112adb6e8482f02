import type { ApiClient } from '../api/api-client.js';
import type { BrokerServer, ConnectRequest } from '../domain/signal/account-link.js';
import type { Platform } from '../domain/platform/platform.js';
import type { Signal } from '../domain/signal/signal.js';
import { fail, ok, type Result } from '../shared/result.js';
import { validateServerQuery, validateTradingAccountNumber } from '../validation/account-link.rules.js';
import { isBlank } from '../validation/text.js';
import { checkTarget, signalIdOf, type SignalTarget } from './signal-target.js';

/** Account link: a server and a digits-only account number (< 15 digits); API key: key and secret given. */
export const validateConnectRequest = (request: ConnectRequest): Result<ConnectRequest> => {
  switch (request.method) {
    case 'ACCOUNT_LINK': {
      if (isBlank(request.server)) return fail('SERVER_NOT_FOUND');
      const number = validateTradingAccountNumber(request.number);
      if (number.error) return number;
      if (request.investorPassword === '') return fail('WRONG_TRADING_ACCOUNT_OR_PASSWORD');
      return ok({ ...request, server: request.server.trim(), number: number.value });
    }
    case 'EA':
      return ok(request);
    case 'API_KEY':
      return isBlank(request.apiKey) || isBlank(request.apiSecret)
        ? fail('WRONG_API_KEY_OR_SECRET')
        : ok({ method: 'API_KEY', apiKey: request.apiKey.trim(), apiSecret: request.apiSecret.trim() });
  }
};

/** Connecting a signal to its trading account, and the broker server search. */
export class SignalConnectionService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  async connect(target: SignalTarget, request: ConnectRequest): Promise<Result<Signal>> {
    const allowed = checkTarget(target, 'connect');
    if (allowed.error) return allowed;
    const valid = validateConnectRequest(request);
    if (valid.error) return valid;
    return this.deps.api.call('POST /signal/{id}/connect', {
      params: { id: signalIdOf(target) },
      body: valid.value,
    });
  }

  async disconnect(target: SignalTarget): Promise<Result<Signal>> {
    const allowed = checkTarget(target, 'disconnect');
    if (allowed.error) return allowed;
    return this.deps.api.call('POST /signal/{id}/disconnect', { params: { id: signalIdOf(target) } });
  }

  /** Without a request the stored link is retried; with one, the link is replaced. */
  async reconnect(target: SignalTarget, request?: ConnectRequest): Promise<Result<Signal>> {
    const allowed = checkTarget(target, 'reconnect');
    if (allowed.error) return allowed;
    const params = { id: signalIdOf(target) };
    if (request === undefined) return this.deps.api.call('POST /signal/{id}/reconnect', { params });
    const valid = validateConnectRequest(request);
    if (valid.error) return valid;
    return this.deps.api.call('POST /signal/{id}/reconnect', { params, body: valid.value });
  }

  /** At least 4 characters (SERVER_QUERY_TOO_SHORT). */
  async searchServers(platform: Platform, query: string): Promise<Result<readonly BrokerServer[]>> {
    const q = validateServerQuery(query);
    if (q.error) return q;
    return this.deps.api.call('GET /server', { query: { platform, q: q.value } });
  }
}
