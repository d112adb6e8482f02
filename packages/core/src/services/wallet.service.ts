import type { ApiClient } from '../api/api-client.js';
import type { RealRecordQuery, RecordsPage, TokenRecordQuery } from '../api/payloads.js';
import {
  walletFromServer,
  type AssetSummary,
  type RealRecord,
  type TokenRecord,
  type Wallet,
  type WalletSymbolConfig,
} from '../domain/wallet/wallet.js';
import { walletFiguresOf, walletReadsAgree, type WalletFigures } from '../domain/wallet/wallet-figures.js';
import { mapResult, type Result } from '../shared/result.js';

/** Reads of the wallet and the summary tried together before the last pair is taken as it is. */
const FIGURE_READS = 3;

/** The wallet page: balances, the assets view and the real and token records. */
export class WalletService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  /** Only balance and tokenBalance are taken from the server (spec section 3). */
  async wallet(): Promise<Result<Wallet>> {
    return mapResult(await this.deps.api.call('GET /asset/wallet'), walletFromServer);
  }

  /**
   * Every figure of the wallet screen (and of `signal-portal wallet`) in one go: the wallet (without
   * payment=withdraw, so its balance is all the member's money) and the assets view, read together.
   * When a money move lands between the two reads they disagree (walletReadsAgree) and are read
   * again; the figures come from the summary's one snapshot either way (walletFiguresOf).
   */
  async figures(): Promise<Result<WalletFigures>> {
    for (let attempt = 1; ; attempt += 1) {
      const [wallet, summary] = await Promise.all([this.wallet(), this.summary()]);
      if (wallet.error) return wallet;
      if (summary.error) return summary;
      const reads = { wallet: wallet.value, summary: summary.value };
      if (walletReadsAgree(reads) || attempt >= FIGURE_READS) return walletFiguresOf(reads);
    }
  }

  summary(): Promise<Result<AssetSummary>> {
    return this.deps.api.call('GET /asset/summary');
  }

  symbolConfig(): Promise<Result<readonly WalletSymbolConfig[]>> {
    return this.deps.api.call('GET /asset/wallet/config');
  }

  realRecords(query: RealRecordQuery = {}): Promise<Result<RecordsPage<RealRecord>>> {
    return this.deps.api.call('GET /asset/wallet/real/record', { query });
  }

  tokenRecords(query: TokenRecordQuery = {}): Promise<Result<RecordsPage<TokenRecord>>> {
    return this.deps.api.call('GET /asset/wallet/token/record', { query });
  }
}
