import { TRADING_TYPES, type TradingType } from '../domain/order/order.js';
import type { Signal } from '../domain/signal/signal.js';
import { parseDecimal, type DecimalString } from '../shared/money.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Shares in one TWSE board lot; fewer make an odd-lot order, which the exchange also takes. */
export const TW_BOARD_LOT_SHARES = 1000;

/** An order as typed; the trading type is a string so a body from outside can be checked too. */
export interface TwOrderInput {
  readonly tradingType: string;
  readonly symbol: string;
  readonly volume: string;
}

/** A valid order, the shape of the POST body (TwOrderBody). */
export interface ValidTwOrder {
  readonly tradingType: TradingType;
  readonly symbol: string;
  /** Whole shares. */
  readonly volume: DecimalString;
}

/** What the caller knows about the order's context; the rule checks what it is given. */
export interface TwOrderContext {
  /**
   * The symbols an order may name (the server: every TWSE platform symbol). Left out, any non-blank
   * symbol passes here and the server decides.
   */
  readonly symbols?: readonly string[];
}

/**
 * Whether a signal takes orders: a TWSE signal (PLATFORM_UNSUPPORTED) connected to its account
 * (SIGNAL_NOT_CONNECTED). The server checks it before the order; a screen, to say why it cannot.
 */
export const checkTwOrderSignal = (signal: Pick<Signal, 'platform' | 'connStatus'>): Result<void> => {
  if (signal.platform !== 'TWSE') return fail('PLATFORM_UNSUPPORTED');
  if (signal.connStatus !== 'CONNECTED') return fail('SIGNAL_NOT_CONNECTED');
  return ok(undefined);
};

const isTradingType = (value: unknown): value is TradingType =>
  typeof value === 'string' && (TRADING_TYPES as readonly string[]).includes(value);

/** The volume as typed: a whole number of shares above zero ('1000.0' counts as whole), or AMOUNT_INVALID. */
export const validateTwOrderVolume = (volume: string): Result<DecimalString> => {
  const parsed = parseDecimal(volume.trim());
  if (parsed.error || !parsed.value.isInteger() || !parsed.value.greaterThan(0))
    return fail('AMOUNT_INVALID');
  return ok(parsed.value.toFixed(0));
};

/** The symbol, trimmed: not blank and, when `symbols` are given, one of them (SYMBOL_ALIAS_NOT_FOUND). */
export const validateTwOrderSymbol = (symbol: string, context: TwOrderContext = {}): Result<string> => {
  const trimmed = symbol.trim();
  if (trimmed === '') return fail('SYMBOL_ALIAS_NOT_FOUND');
  if (context.symbols !== undefined && !context.symbols.includes(trimmed))
    return fail('SYMBOL_ALIAS_NOT_FOUND');
  return ok(trimmed);
};

/**
 * A TWSE market order, in the order of the form, first failure wins: a trading type of TRADING_TYPES
 * (WRONG_DATA_FORMAT, as the server's schema answers), the symbol (SYMBOL_ALIAS_NOT_FOUND), the volume
 * (AMOUNT_INVALID). Board lots are not required: an odd lot is a valid order. Returns the body to
 * send: the symbol trimmed, the volume as a plain whole number ('1000.0' -> '1000').
 */
export const validateTwOrder = (order: TwOrderInput, context: TwOrderContext = {}): Result<ValidTwOrder> => {
  if (!isTradingType(order.tradingType)) return fail('WRONG_DATA_FORMAT');
  const symbol = validateTwOrderSymbol(order.symbol, context);
  if (symbol.error) return symbol;
  const volume = validateTwOrderVolume(order.volume);
  if (volume.error) return volume;
  return ok({ tradingType: order.tradingType, symbol: symbol.value, volume: volume.value });
};
