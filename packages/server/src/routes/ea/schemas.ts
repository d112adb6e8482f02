import { BALANCE_OPERATION_KINDS, TRADE_SIDES } from '@signal-portal/core';

/**
 * JSON schemas of the EA protocol (docs/ea-protocol.md). Bodies are strictly typed (a number where a
 * decimal string belongs is refused, never coerced), every text bounded and shaped; unknown fields are
 * dropped. What a shape cannot say (a real calendar instant, not in the future, a close after its
 * open, the batch size) is checked by the services and answered with its own code.
 */

const pattern = (regex: string) => ({ type: 'string', pattern: regex }) as const;

/** Tickets and operation ids: MetaTrader's are numbers; any short id without spaces is taken. */
const id = pattern('^[A-Za-z0-9._:-]{1,64}$');
/** Broker symbols as the terminal names them (`EURUSD.m`, `XAUUSD+`, `US30.cash`): printable, no space. */
const symbol = pattern('^[\\x21-\\x7E]{1,32}$');
const signedDecimal = pattern('^-?\\d{1,15}(\\.\\d{1,10})?$');
/** A decimal above zero (some digit other than 0). */
const positiveDecimal = pattern('^(?=[0-9.]*[1-9])\\d{1,15}(\\.\\d{1,10})?$');
/** UTC, as the rest of the API writes times. */
const utcTime = pattern('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$');
const side = { type: 'string', enum: [...TRADE_SIDES] } as const;

const object = <P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

export const heartbeatBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** What the EA wants the platform to know of its terminal; free text, bounded. */
    terminal: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: pattern('^[\\x20-\\x7E]{1,100}$'),
        company: pattern('^[\\x20-\\x7E]{1,100}$'),
        build: pattern('^[\\x20-\\x7E]{1,20}$'),
        eaVersion: pattern('^[\\x20-\\x7E]{1,20}$'),
      },
    },
  },
} as const;

export const accountSnapshotBody = object(
  {
    number: pattern('^[A-Za-z0-9._-]{1,40}$'),
    // Server names may hold spaces; not at either end.
    server: pattern('^[\\x21-\\x7E]([\\x20-\\x7E]{0,98}[\\x21-\\x7E])?$'),
    balance: signedDecimal,
    equity: signedDecimal,
    currency: pattern('^[A-Z]{3,6}$'),
    timezone: pattern('^UTC([+-]\\d{1,2}(:\\d{2})?)?$'),
  },
  ['number', 'server', 'balance', 'equity'],
);

const openedPosition = object(
  { ticket: id, symbol, side, volume: positiveDecimal, openTime: utcTime, openPrice: positiveDecimal },
  ['ticket', 'symbol', 'side', 'volume', 'openTime', 'openPrice'],
);

/** A closed trade: the core `Trade`, every field given. */
const closedTrade = object(
  {
    ticket: id,
    symbol,
    side,
    volume: positiveDecimal,
    openTime: utcTime,
    closeTime: utcTime,
    openPrice: positiveDecimal,
    closePrice: positiveDecimal,
    commission: signedDecimal,
    swap: signedDecimal,
    profit: signedDecimal,
  },
  [
    'ticket',
    'symbol',
    'side',
    'volume',
    'openTime',
    'closeTime',
    'openPrice',
    'closePrice',
    'commission',
    'swap',
    'profit',
  ],
);

// No maxItems: the batch limit is checked before validation (EA_BATCH_TOO_LARGE); the body limit
// bounds what is parsed.
export const tradesBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    opened: { type: 'array', items: openedPosition },
    closed: { type: 'array', items: closedTrade },
  },
} as const;

export const balanceOperationsBody = object(
  {
    operations: {
      type: 'array',
      items: object(
        {
          id,
          kind: { type: 'string', enum: [...BALANCE_OPERATION_KINDS] },
          time: utcTime,
          amount: positiveDecimal,
        },
        ['id', 'kind', 'time', 'amount'],
      ),
    },
  },
  ['operations'],
);
