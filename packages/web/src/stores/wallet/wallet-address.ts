import {
  RECORD_DIRECTIONS,
  REWARD_TYPES,
  TRANSACTION_TYPES,
  WALLET_VIEWS,
  isCalendarDay,
  type RecordDirection,
  type RewardType,
  type TransactionType,
  type WalletView,
} from '@signal-portal/core';

/** The two lists of records: the fund (real, USD) records and the token (reward) records. */
export const RECORDS_KINDS = ['real', 'token'] as const;
export type RecordsKind = (typeof RECORDS_KINDS)[number];

/** The record types each list can be filtered by. */
export const RECORD_TYPES: {
  readonly real: readonly TransactionType[];
  readonly token: readonly RewardType[];
} = { real: TRANSACTION_TYPES, token: REWARD_TYPES };

/** The text of a record type: `wallet.transactionType.*` for fund records, `wallet.rewardType.*` for tokens. */
export type RecordTypeKey = `wallet.transactionType.${TransactionType}` | `wallet.rewardType.${RewardType}`;

const isTransactionType = (type: string): type is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(type);

export const recordTypeKey = (type: TransactionType | RewardType): RecordTypeKey =>
  isTransactionType(type) ? `wallet.transactionType.${type}` : `wallet.rewardType.${type}`;

export interface RecordFilters {
  readonly type: TransactionType | RewardType | null;
  /** Calendar days (YYYY-MM-DD) in the viewer's time zone, both inclusive. */
  readonly from: string | null;
  readonly to: string | null;
  /** Only the fund records have debits to tell apart. */
  readonly direction: RecordDirection | null;
}

export const NO_FILTERS: RecordFilters = { type: null, from: null, to: null, direction: null };

/** What the /user-assets address holds, so back and forward, a reload and a shared link show the same. */
export interface WalletAddress {
  readonly view: WalletView;
  readonly kind: RecordsKind;
  readonly filters: RecordFilters;
  /** 1-based. */
  readonly page: number;
}

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((value) => value === text) ?? null;

const positive = (text: string | null): number => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : 1;
};

/** Reads ?view=assets&records=token&type=…&from=…&to=…&direction=…&page=…; anything unknown is left out. */
export const parseWalletAddress = (params: URLSearchParams): WalletAddress => {
  const kind = oneOf(RECORDS_KINDS, params.get('records')) ?? 'real';
  const day = (name: string): string | null => {
    const text = params.get(name);
    return text !== null && isCalendarDay(text) ? text : null;
  };
  return {
    view: oneOf(WALLET_VIEWS, params.get('view')) ?? 'platform',
    kind,
    filters: {
      type: oneOf<TransactionType | RewardType>(RECORD_TYPES[kind], params.get('type')),
      from: day('from'),
      to: day('to'),
      direction: kind === 'real' ? oneOf(RECORD_DIRECTIONS, params.get('direction')) : null,
    },
    page: positive(params.get('page')),
  };
};

/** The address's search part, defaults left out (the platform wallet, fund records, page 1). */
export const walletSearchOf = (address: WalletAddress): URLSearchParams => {
  const search = new URLSearchParams();
  if (address.view !== 'platform') search.set('view', address.view);
  if (address.kind !== 'real') search.set('records', address.kind);
  const { type, from, to, direction } = address.filters;
  if (type !== null) search.set('type', type);
  if (from !== null) search.set('from', from);
  if (to !== null) search.set('to', to);
  if (direction !== null && address.kind === 'real') search.set('direction', direction);
  if (address.page > 1) search.set('page', String(address.page));
  return search;
};

export const isFiltered = (filters: RecordFilters): boolean =>
  filters.type !== null || filters.from !== null || filters.to !== null || filters.direction !== null;
