import type { ErrorCode, PlatformSymbol, SessionService, WalletSymbolConfig } from '@signal-portal/core';
import { makeAutoObservable, observable } from 'mobx';

/**
 * The platform's symbols and the wallet symbol configuration, loaded by the session for a member and
 * cleared for a guest (spec sections 3 and 4). The screens that use them come with later issues.
 */
export class SymbolsStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  symbols: readonly PlatformSymbol[] = [];
  walletSymbolConfig: readonly WalletSymbolConfig[] = [];

  constructor(session: SessionService) {
    makeAutoObservable(
      this,
      { symbols: observable.ref, walletSymbolConfig: observable.ref },
      { autoBind: true },
    );
    session.subscribe((state) =>
      this.apply(state.symbols, state.walletSymbolConfig, state.auth === 'MEMBER'),
    );
  }

  private apply(
    symbols: readonly PlatformSymbol[],
    walletSymbolConfig: readonly WalletSymbolConfig[],
    member: boolean,
  ): void {
    this.symbols = symbols;
    this.walletSymbolConfig = walletSymbolConfig;
    this.status = member && symbols.length > 0 ? 'ready' : 'idle';
  }
}
