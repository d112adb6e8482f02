import type { DecimalString } from '../../shared/money.js';
import type { Platform } from '../platform/platform.js';

/** A symbol the platform trades (GET /symbol), with its contract size. */
export interface PlatformSymbol {
  readonly platform: Platform;
  readonly symbol: string;
  /** Units of the underlying per lot/contract, e.g. 100000 for EURUSD, 100 for XAUUSD, 1000 for a TWSE board lot. */
  readonly contractSize: DecimalString;
  readonly description: string;
}

/** One provider symbol matched to a platform symbol (spec: symbol pairing). */
export interface SymbolPairing {
  readonly providerSymbol: string;
  readonly platformSymbol: string;
  readonly contractSize: DecimalString;
}

/** The matching screen's data: what is matched and which provider symbols still are not. */
export interface SymbolMatching {
  readonly matched: readonly SymbolPairing[];
  readonly unmatched: readonly string[];
}
