import {
  ASSET_WALLET_FIGURES,
  PLATFORM_WALLET_FIGURES,
  walletFigureUnit,
  type AssetWalletFigure,
  type DecimalString,
  type PageQuery,
  type RealRecord,
  type RecordsPage,
  type RecordTotals,
  type TokenRecord,
  type WalletBalances,
  type WalletFigureId,
} from '@signal-portal/core';
import { fields, type TableBlock } from '../../output/blocks.js';
import type { CommandModule, ViewContext } from '../../runner/command.js';
import { pageOptions } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { pageFooter } from '../paging.js';

/** The figures of both switch positions, as the web's /user-assets shows them (core's walletFiguresOf). */
export interface WalletShowResult {
  /** The one wallet model: total, frozen, withdrawable, tokens. */
  readonly wallet: WalletBalances;
  /** The assets view, at cents. */
  readonly assets: Readonly<Record<AssetWalletFigure, DecimalString>>;
  readonly realRecords: RecordsPage<RealRecord>;
  readonly tokenRecords: RecordsPage<TokenRecord>;
}

/** A figure with its unit, as the web labels it: USD at cents with its code, tokens as the API wrote them. */
const figureText = (id: WalletFigureId, value: DecimalString, view: ViewContext): string =>
  walletFigureUnit(id) === 'USD'
    ? `${view.format.usd(value)} USD`
    : `${view.format.amount(value)} ${view.t('walletPage.tokenUnit')}`;

/** 'Records: 3 · Money in: +60.60 · Money out: -5.20 · Net: +55.40': the totals of what the filters show. */
const totalsLine = (totals: RecordTotals, money: (value: DecimalString) => string, view: ViewContext) => {
  const { t } = view;
  return [
    `${t('walletPage.records.totals.count')}: ${totals.count}`,
    `${t('walletPage.records.totals.moneyIn')}: ${money(totals.moneyIn)}`,
    `${t('walletPage.records.totals.moneyOut')}: ${money(totals.moneyOut)}`,
    `${t('walletPage.records.totals.net')}: ${money(totals.net)}`,
  ].join(' · ');
};

const footer = (page: RecordsPage<unknown>, money: (value: DecimalString) => string, view: ViewContext) =>
  `${pageFooter(page, view)}\n${view.t('walletPage.records.totals.label')}: ${totalsLine(page.totals, money, view)}`;

const realTable = (page: RecordsPage<RealRecord>, view: ViewContext): TableBlock => {
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
    footer: footer(page, (value) => format.usd(value), view),
  };
};

const tokenTable = (page: RecordsPage<TokenRecord>, view: ViewContext): TableBlock => {
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
    footer: footer(page, (value) => format.amount(value), view),
  };
};

/** `wallet`: the figures of the platform and asset wallets, and a page of the fund and token records. */
export const walletShow: CommandModule<PageQuery, WalletShowResult> = {
  needsApi: true,
  services: ['wallet'],
  parse: (raw) => pageOptions(raw),
  async run(context, paging) {
    const { wallet } = context.services;
    const [figures, realRecords, tokenRecords] = await Promise.all([
      wallet.figures(),
      wallet.realRecords(paging),
      wallet.tokenRecords(paging),
    ]);
    if (figures.error) return figures;
    if (realRecords.error) return realRecords;
    if (tokenRecords.error) return tokenRecords;
    const { platform, assets } = figures.value;
    return succeed({
      wallet: platform,
      assets,
      realRecords: realRecords.value,
      tokenRecords: tokenRecords.value,
    });
  },
  render(value, view) {
    const { t } = view;
    const { wallet, assets } = value;
    return [
      fields(
        PLATFORM_WALLET_FIGURES.map((id) => [
          t(`walletPage.figures.${id}.label`),
          figureText(id, wallet[id], view),
        ]),
        t('wallet.platformWallet'),
      ),
      fields(
        ASSET_WALLET_FIGURES.map((id) => [
          t(`walletPage.figures.${id}.label`),
          figureText(id, assets[id], view),
        ]),
        t('wallet.assetWallet'),
      ),
      realTable(value.realRecords, view),
      tokenTable(value.tokenRecords, view),
    ];
  },
};
