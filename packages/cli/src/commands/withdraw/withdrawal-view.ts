import type { Page, Withdrawal } from '@signal-portal/core';
import { fields, type FieldsBlock, type TableBlock } from '../../output/blocks.js';
import { ABSENT } from '../../output/format.js';
import type { ViewContext } from '../../runner/command.js';
import { emptyPageText } from '../empty-page.js';
import { pageFooter } from '../paging.js';

/** Where the money goes: the bank (wire) or the network and address (crypto). */
const destinationOf = (withdrawal: Withdrawal): string =>
  withdrawal.type === 'CRYPTO'
    ? `${withdrawal.network} ${withdrawal.address}`
    : (withdrawal.transferInfoForWire?.bankName ?? ABSENT);

export const withdrawalsTable = (page: Page<Withdrawal>, view: ViewContext): TableBlock => {
  const { t, format } = view;
  return {
    kind: 'table',
    head: [
      t('withdraw.fields.id'),
      t('withdraw.fields.appliedAt'),
      t('withdraw.fields.type'),
      t('withdraw.fields.status'),
      t('withdraw.fields.amount'),
      t('withdraw.fields.fee'),
      t('withdraw.fields.estimatedReceiveAmount'),
      t('withdraw.fields.currency'),
    ],
    align: ['left', 'left', 'left', 'left', 'right', 'right', 'right', 'left'],
    rows: page.list.map((w) => [
      w.id,
      format.dateTime(w.appliedAt),
      w.type === 'WIRE' ? t('withdraw.wire') : t('withdraw.crypto'),
      t(`withdraw.status.${w.status}`),
      format.usd(w.amount),
      format.usd(w.fee),
      format.amount(w.estimatedReceiveAmount),
      w.currency,
    ]),
    empty: emptyPageText(page, t('common.empty'), view),
    footer: pageFooter(page, view),
  };
};

export const withdrawalFields = (w: Withdrawal, { t, format }: ViewContext): FieldsBlock =>
  fields([
    [t('withdraw.fields.id'), w.id],
    [t('withdraw.fields.status'), t(`withdraw.status.${w.status}`)],
    [t('withdraw.fields.type'), w.type === 'WIRE' ? t('withdraw.wire') : t('withdraw.crypto')],
    [t('withdraw.fields.amount'), `${format.usd(w.amount)} USD`],
    [t('withdraw.fields.fee'), `${format.usd(w.fee)} USD`],
    [t('withdraw.fields.exchangeRate'), format.amount(w.exchangeRate)],
    [t('withdraw.fields.estimatedReceiveAmount'), `${format.amount(w.estimatedReceiveAmount)} ${w.currency}`],
    [t('withdraw.account'), destinationOf(w)],
    [t('withdraw.fields.appliedAt'), format.dateTime(w.appliedAt)],
    ...(w.cancelledAt === null
      ? []
      : [[t('withdraw.fields.cancelledAt'), format.dateTime(w.cancelledAt)] as const]),
  ]);
