import type { AssetSummary, Page, PageQuery, RealRecord, TokenRecord, Wallet } from '@signal-portal/core';
import { fields, type TableBlock } from '../../output/blocks.js';
import type { CommandModule, ViewContext } from '../../runner/command.js';
import { pageOptions } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { pageFooter } from '../paging.js';

export interface WalletView {
  readonly wallet: Wallet;
  readonly summary: AssetSummary;
  readonly realRecords: Page<RealRecord>;
  readonly tokenRecords: Page<TokenRecord>;
}

const realTable = (page: Page<RealRecord>, view: ViewContext): TableBlock => {
  const { t, format } = view;
  return {
    kind: 'table',
    title: t('wallet.realRecords'),
    head: [
      t('wallet.record.createdAt'),
      t('wallet.record.type'),
      t('wallet.record.amount'),
      t('wallet.record.balanceAfter'),
      t('wallet.record.reference'),
    ],
    align: ['left', 'left', 'right', 'right', 'left'],
    rows: page.list.map((record) => [
      format.dateTime(record.createdAt),
      t(`wallet.transactionType.${record.type}`),
      format.usd(record.amount),
      format.usd(record.balanceAfter),
      record.reference,
    ]),
    empty: t('common.empty'),
    footer: pageFooter(page, view),
  };
};

const tokenTable = (page: Page<TokenRecord>, view: ViewContext): TableBlock => {
  const { t, format } = view;
  return {
    kind: 'table',
    title: t('wallet.tokenRecords'),
    head: [
      t('wallet.record.createdAt'),
      t('wallet.record.type'),
      t('wallet.record.amount'),
      t('wallet.record.balanceAfter'),
    ],
    align: ['left', 'left', 'right', 'right'],
    rows: page.list.map((record) => [
      format.dateTime(record.createdAt),
      t(`wallet.rewardType.${record.type}`),
      format.amount(record.amount),
      format.amount(record.balanceAfter),
    ]),
    empty: t('common.empty'),
    footer: pageFooter(page, view),
  };
};

/** `wallet`: balances, the assets view, and a page of the fund and token records. */
export const walletShow: CommandModule<PageQuery, WalletView> = {
  needsApi: true,
  parse: (raw) => pageOptions(raw),
  async run(context, paging) {
    const { wallet } = context.services;
    const [balances, summary, realRecords, tokenRecords] = await Promise.all([
      wallet.wallet(),
      wallet.summary(),
      wallet.realRecords(paging),
      wallet.tokenRecords(paging),
    ]);
    if (balances.error) return balances;
    if (summary.error) return summary;
    if (realRecords.error) return realRecords;
    if (tokenRecords.error) return tokenRecords;
    return succeed({
      wallet: balances.value,
      summary: summary.value,
      realRecords: realRecords.value,
      tokenRecords: tokenRecords.value,
    });
  },
  render(value, view) {
    const { t, format } = view;
    return [
      fields(
        [
          [t('wallet.balance'), `${format.usd(value.wallet.balance)} USD`],
          [t('wallet.tokenBalance'), format.amount(value.wallet.tokenBalance)],
        ],
        t('wallet.platformWallet'),
      ),
      fields(
        [
          [t('wallet.net'), format.usd(value.summary.net)],
          [t('wallet.cash'), format.usd(value.summary.cash)],
          [t('wallet.securities'), format.usd(value.summary.securities)],
          [t('wallet.transactionCost'), format.usd(value.summary.transactionCost)],
          [t('wallet.totalFunds'), format.usd(value.summary.totalFunds)],
          [t('wallet.realFunds'), format.usd(value.summary.realFunds)],
        ],
        t('wallet.assetWallet'),
      ),
      realTable(value.realRecords, view),
      tokenTable(value.tokenRecords, view),
    ];
  },
};
