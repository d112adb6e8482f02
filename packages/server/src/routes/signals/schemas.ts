import { CONN_METHODS, PLATFORMS, SIGNAL_LIST_VIEWS, TRADING_TYPES } from '@signal-portal/core';

/**
 * JSON schemas of the signals routes: every field typed and bounded, unknown fields refused by shape
 * (Fastify drops them), so bad input of any shape is a 4xx before the core's validation runs.
 */

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const decimalText = { type: 'string', maxLength: 40 } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: text(64) },
} as const;

export const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export const signalListQuery = {
  ...pageQuery,
  properties: {
    ...pageQuery.properties,
    view: { type: 'string', enum: [...SIGNAL_LIST_VIEWS] },
    // Any text up to a bound: what is not a cursor this server issued is SIGNAL_CURSOR_INVALID.
    cursor: text(4096),
  },
} as const;

const followSetting = {
  type: 'object',
  required: ['investmentMin', 'investmentMax', 'profitSharePercent'],
  additionalProperties: false,
  properties: {
    investmentMin: decimalText,
    investmentMax: decimalText,
    profitSharePercent: decimalText,
  },
} as const;

export const createSignalBody = {
  type: 'object',
  required: ['name', 'describe', 'platform', 'connMethod'],
  additionalProperties: false,
  properties: {
    name: text(100),
    // Word and character limits are core validation's; this only bounds what is read.
    describe: text(20_000),
    platform: { type: 'string', enum: [...PLATFORMS] },
    connMethod: { type: 'string', enum: [...CONN_METHODS] },
    followSetting,
  },
} as const;

export const updateSignalBody = {
  type: 'object',
  additionalProperties: false,
  // `name` is accepted only so that a changed one is refused by the core (SIGNAL_NAME_IMMUTABLE).
  properties: { name: text(100), describe: text(20_000), followSetting },
} as const;

/**
 * A connection request: the fields of every method, all optional here; which ones a method needs is
 * checked when the request is built (Fastify's Ajv removes unlisted properties inside conditional
 * sub-schemas too, so `if`/`then` cannot express it).
 */
export const connectRequestBody = {
  type: 'object',
  required: ['method'],
  additionalProperties: false,
  properties: {
    method: { type: 'string', enum: [...CONN_METHODS] },
    server: text(100),
    number: text(40),
    investorPassword: text(200),
    apiKey: text(200),
    apiSecret: text(200),
  },
} as const;

export const serverSearchQuery = {
  type: 'object',
  required: ['platform'],
  additionalProperties: false,
  properties: { platform: { type: 'string', enum: [...PLATFORMS] }, q: { ...text(200), default: '' } },
} as const;

export const symbolPairsBody = {
  type: 'object',
  required: ['pairs'],
  additionalProperties: false,
  properties: {
    pairs: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['providerSymbol', 'platformSymbol'],
        additionalProperties: false,
        properties: { providerSymbol: text(64), platformSymbol: text(64), contractSize: decimalText },
      },
    },
  },
} as const;

export const twOrderBody = {
  type: 'object',
  required: ['tradingType', 'symbol', 'volume'],
  additionalProperties: false,
  properties: {
    tradingType: { type: 'string', enum: [...TRADING_TYPES] },
    symbol: text(32),
    volume: decimalText,
  },
} as const;

/** The most entries a page of GET /signal/{id}/history holds (the CSV has them all). */
export const HISTORY_MAX_PAGE_SIZE = 500;

export const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: HISTORY_MAX_PAGE_SIZE, default: 100 },
    format: { type: 'string', enum: ['json', 'csv'] },
  },
} as const;
