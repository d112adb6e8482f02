import { describe, expect, it } from 'vitest';
import {
  isSettlementOutcome,
  isSettlementReason,
  SETTLEMENT_OUTCOMES,
  SETTLEMENT_REASONS,
} from './settlement-outcome.js';

describe('the settlement ledger’s closed lists', () => {
  it('recognise every outcome and reason they list, and nothing else', () => {
    for (const outcome of SETTLEMENT_OUTCOMES) expect(isSettlementOutcome(outcome)).toBe(true);
    for (const reason of SETTLEMENT_REASONS) expect(isSettlementReason(reason)).toBe(true);
    for (const other of ['settled', 'SETTLED ', '', 'PAID', 0, null, undefined, ['SETTLED']]) {
      expect(isSettlementOutcome(other)).toBe(false);
      expect(isSettlementReason(other)).toBe(false);
    }
    // An outcome is not a reason, nor the other way round.
    expect(isSettlementReason('SETTLED')).toBe(false);
    expect(isSettlementOutcome('PROFIT_ABOVE_HWM')).toBe(false);
  });
});
