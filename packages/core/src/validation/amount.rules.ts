import { MONEY_SCALE, parseDecimal, type Decimal } from '../shared/money.js';
import { fail, ok, type Result } from '../shared/result.js';

/**
 * A money amount typed by a user: a plain decimal string (no exponent, no sign, no grouping),
 * greater than zero, at most 2 decimal places. Anything else is AMOUNT_INVALID.
 */
export const parseMoneyAmount = (input: string): Result<Decimal> => {
  const text = input.trim();
  const amount = parseDecimal(text);
  if (amount.error) return amount;
  if ((text.split('.')[1]?.length ?? 0) > MONEY_SCALE || !amount.value.greaterThan(0))
    return fail('AMOUNT_INVALID');
  return ok(amount.value);
};
