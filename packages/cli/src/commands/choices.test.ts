import {
  PROFIT_SHARE_STATUSES,
  REPORT_KINDS,
  SETTLEMENT_OUTCOMES,
  SIGNAL_LIST_VIEWS,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TYPES,
} from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { REPORT_KIND_OF } from './report/report-query.js';
import {
  PROFIT_SHARE_STATUS_CHOICES,
  SETTLEMENT_OUTCOME_CHOICES,
  SIGNAL_STATUS_CHOICES,
  WITHDRAWAL_STATUS_CHOICES,
  WITHDRAWAL_TYPE_OF,
} from './choices.js';

// The declarations repeat core's enumerations so that --help does not load core; these keep them equal.
describe('the command line offers exactly core values', () => {
  it('for signal lists, report statuses and withdrawal statuses', () => {
    expect(SIGNAL_STATUS_CHOICES).toEqual(['all', ...SIGNAL_LIST_VIEWS]);
    expect([...PROFIT_SHARE_STATUS_CHOICES].sort()).toEqual([...PROFIT_SHARE_STATUSES].sort());
    expect([...WITHDRAWAL_STATUS_CHOICES].sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
    expect([...SETTLEMENT_OUTCOME_CHOICES].sort()).toEqual([...SETTLEMENT_OUTCOMES].sort());
  });

  it('for reports and withdrawal types', () => {
    expect(Object.values(REPORT_KIND_OF).sort()).toEqual([...REPORT_KINDS].sort());
    expect(Object.values(WITHDRAWAL_TYPE_OF).sort()).toEqual([...WITHDRAWAL_TYPES].sort());
  });
});
