import { dec, toDecimalString, type DecimalString } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/** One unit of `base` is worth `rate` units of `quote`, from `effectiveFrom` until a later rate. */
export interface ExchangeRate {
  readonly base: string;
  readonly quote: string;
  readonly rate: DecimalString;
  readonly effectiveFrom: Date;
  readonly setAt: Date;
  readonly setBy: string;
}

/**
 * Sets a rate in force from `effectiveFrom`. Setting the same pair and time again replaces that
 * rate; settlements already made keep the rate they stored.
 */
export const setExchangeRate = async (db: SqlExecutor, rate: ExchangeRate): Promise<void> => {
  await db.query(
    `INSERT INTO exchange_rates (base_currency, quote_currency, effective_from, rate, set_at, set_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (base_currency, quote_currency, effective_from)
     DO UPDATE SET rate = EXCLUDED.rate, set_at = EXCLUDED.set_at, set_by = EXCLUDED.set_by`,
    [rate.base, rate.quote, rate.effectiveFrom, rate.rate, rate.setAt, rate.setBy],
  );
};

interface RateRow {
  base_currency: string;
  quote_currency: string;
  rate: string;
  effective_from: Date;
  set_at: Date;
  set_by: string;
}

const RATE_COLUMNS = 'base_currency, quote_currency, rate::text AS rate, effective_from, set_at, set_by';

const toRate = (row: RateRow): ExchangeRate => ({
  base: row.base_currency,
  quote: row.quote_currency,
  rate: toDecimalString(dec(row.rate)),
  effectiveFrom: row.effective_from,
  setAt: row.set_at,
  setBy: row.set_by,
});

/** The rate of a pair in force at `at`: the latest one effective at or before it; undefined if none. */
export const exchangeRateAt = async (
  db: SqlExecutor,
  base: string,
  quote: string,
  at: Date,
): Promise<ExchangeRate | undefined> => {
  const { rows } = await db.query<RateRow>(
    `SELECT ${RATE_COLUMNS} FROM exchange_rates
     WHERE base_currency = $1 AND quote_currency = $2 AND effective_from <= $3
     ORDER BY effective_from DESC LIMIT 1`,
    [base, quote, at],
  );
  return rows[0] && toRate(rows[0]);
};

/** Every rate set, by pair, newest first (an operator's listing). */
export const listExchangeRates = async (db: SqlExecutor): Promise<ExchangeRate[]> => {
  const { rows } = await db.query<RateRow>(
    `SELECT ${RATE_COLUMNS} FROM exchange_rates ORDER BY base_currency, quote_currency, effective_from DESC`,
  );
  return rows.map(toRate);
};

/**
 * The SQL of the rate to USD of an account currency (`currencyColumn`) in force at the instant
 * parameter `atParam`: '1' for USD, NULL when no rate is in force. For reports that price shares now.
 */
export const usdRateSql = (currencyColumn: string, atParam: string): string =>
  `CASE WHEN ${currencyColumn} = 'USD' THEN 1::numeric ELSE (
     SELECT x.rate FROM exchange_rates x
     WHERE x.base_currency = ${currencyColumn} AND x.quote_currency = 'USD' AND x.effective_from <= ${atParam}
     ORDER BY x.effective_from DESC LIMIT 1) END`;
