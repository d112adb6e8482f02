import type { PlatformSymbol, SessionService, WalletSymbolConfig } from '@signal-portal/core';
import { makeAutoObservable, observable } from 'mobx';

/**
 * The platform's symbols and the wallet symbol configuration, loaded by the session for a member and
 * cleared for a guest (spec sections 3 and 4). 'ready' once the member's symbols are here; while they
 * are not (still loading, failed, or a guest), the screens that need them (symbol matching, TWSE
 * orders) fetch them themselves and show their own loading and error states.
 */
export class SymbolsStore {
  status: 'idle' | 'ready' = 'idle';
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
