import type { ApiClient } from '../api/api-client.js';
import type { RealRecordQuery, TokenRecordQuery } from '../api/payloads.js';
import type { Page } from '../api/wire.types.js';
import {
  walletFromServer,
  type AssetSummary,
  type RealRecord,
  type TokenRecord,
  type Wallet,
  type WalletSymbolConfig,
} from '../domain/wallet/wallet.js';
import { mapResult, type Result } from '../shared/result.js';

/** The wallet page: balances, the assets view and the real and token records. */
export class WalletService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  /** Only balance and tokenBalance are taken from the server (spec section 3). */
  async wallet(): Promise<Result<Wallet>> {
    return mapResult(await this.deps.api.call('GET /asset/wallet'), walletFromServer);
  }

  summary(): Promise<Result<AssetSummary>> {
    return this.deps.api.call('GET /asset/summary');
  }

  symbolConfig(): Promise<Result<readonly WalletSymbolConfig[]>> {
    return this.deps.api.call('GET /asset/wallet/config');
  }

  realRecords(query: RealRecordQuery = {}): Promise<Result<Page<RealRecord>>> {
    return this.deps.api.call('GET /asset/wallet/real/record', { query });
  }

  tokenRecords(query: TokenRecordQuery = {}): Promise<Result<Page<TokenRecord>>> {
    return this.deps.api.call('GET /asset/wallet/token/record', { query });
  }
}
