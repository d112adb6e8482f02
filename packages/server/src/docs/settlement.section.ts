import {
  OUTCOME_OF_REASON,
  PLATFORM_FEE_RATE,
  PROFIT_SHARE_WALLET_CURRENCY,
  SETTLEMENT_OUTCOMES,
  SETTLEMENT_REASONS,
  dec,
  RESOURCES,
} from '@signal-portal/core';

/**
 * The settlement ledger's outcomes and reason codes and the currency rule, for docs/api.md: from
 * core's closed lists and the en-US texts, so the document names exactly the codes the API sends.
 */
export const renderSettlementSection = (): string[] => {
  const texts = RESOURCES['en-US'].report;
  const feePercent = dec(PLATFORM_FEE_RATE).times(100).toFixed();
  return [
    '## Settlement ledger and exchange rates',
    '',
    'Every settlement run records, per due robot, what happened and why (`GET /report/outcome`, one row per robot',
    'per run, written in the transaction that moves the money). The profit-share reports carry the same',
    '`outcome` and `outcomeReason` on each row: the last outcome of the share (an `UNSETTLED` robot that a run could',
    'not settle in its current period carries `DEFERRED`).',
    '',
    '| Outcome | Reason | Meaning |',
    '| --- | --- | --- |',
    ...SETTLEMENT_OUTCOMES.flatMap((outcome) =>
      SETTLEMENT_REASONS.filter((reason) => OUTCOME_OF_REASON[reason] === outcome).map(
        (reason) => `| \`${outcome}\` | \`${reason}\` | ${texts.outcomeReason[reason]} |`,
      ),
    ),
    '',
    `Currencies: a share is worked out in the signal account's currency (TWD for a TWSE account) and paid into`,
    `the ${PROFIT_SHARE_WALLET_CURRENCY} wallet at the platform's rate in force at settlement time (set by operators:`,
    '`npm run ops -- rate set TWD USD <rate> [--from <ISO time>]`). The USD share is the converted share rounded down',
    `to the cent, the fee ${feePercent}% of it rounded half up, and receive the rest, so fee + receive = share exactly.`,
    'Each record stores the rate it used (`exchangeRate`, `1` for USD) and the share in the account currency',
    '(`accountProfitShare`): a rate set later changes no record. With no rate in force the robot is `DEFERRED`',
    '(`EXCHANGE_RATE_MISSING`): its mark and due time stay, and the first run after a rate is set settles it.',
    '',
  ];
};
