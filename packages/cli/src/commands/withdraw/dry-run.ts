import type { Withdrawal, WithdrawalQuote } from '@signal-portal/core';
import { fields, text, type Block } from '../../output/blocks.js';
import type { ViewContext } from '../../runner/command.js';

/** `withdraw apply --dry-run`: what the withdrawal would pay out, to where; nothing is filed. */
export interface WithdrawalDryRun {
  readonly dryRun: true;
  readonly quote: WithdrawalQuote;
  /** The bank account or crypto address it would go to. */
  readonly accountId: string;
  readonly destination: string;
}

export const dryRunOf = (
  quote: WithdrawalQuote,
  accountId: string,
  destination: string,
): WithdrawalDryRun => ({
  dryRun: true,
  quote,
  accountId,
  destination,
});

export const isDryRun = (value: Withdrawal | WithdrawalDryRun): value is WithdrawalDryRun =>
  'dryRun' in value;

export const dryRunBlocks = (
  { quote, destination }: WithdrawalDryRun,
  { t, format }: ViewContext,
): Block[] => [
  fields(
    [
      [t('withdraw.fields.amount'), `${format.usd(quote.amount)} USD`],
      [t('withdraw.fields.fee'), `${format.usd(quote.fee)} USD`],
      [t('withdraw.fields.exchangeRate'), format.amount(quote.exchangeRate)],
      [
        t('withdraw.fields.estimatedReceiveAmount'),
        `${format.amount(quote.estimatedReceiveAmount)} ${quote.currency}`,
      ],
      ...(quote.network === '' ? [] : [[t('withdraw.fields.network'), quote.network] as const]),
      [t('withdraw.account'), destination],
    ],
    t('cliMoney.withdraw.quote'),
  ),
  text(t('cliMoney.withdraw.dryRun', { option: '--dry-run' }), 'warning'),
];
