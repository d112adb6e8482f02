import type { Migration } from '../migrate.js';
import { init } from './001-init.js';
import { authMigration } from './010-auth.js';
import { signalsMigration } from './020-signals.js';
import { moneyMigration } from './030-money.js';
import { reportsMigration } from './040-reports.js';
import { siteMigration } from './050-site.js';
import { feedMigration } from './060-feed.js';
import { codeClientsMigration } from './065-code-clients.js';
import { siteHyperlinkTextsMigration } from './072-site-hyperlink-texts.js';
import { signalHistoryMigration } from './080-signal-history.js';
import { connectionHealthMigration } from './081-connection-health.js';
import { settlementLedgerMigration } from './084-settlement-ledger.js';
import { eaTerminalsMigration } from './082-ea-terminals.js';
import { rewardsAndFiguresMigration } from './083-rewards-and-figures.js';
import { signalRefreshMigration } from './085-signal-refresh.js';
import { signalListSummaryMigration } from './086-signal-list-summary.js';
import { reportKeysetMigration } from './087-report-keyset.js';

/**
 * Every schema migration, in order. Nothing has shipped yet, so the area migrations may still be
 * edited; once a release is out, append new ones and never edit a shipped one.
 */
export const MIGRATIONS: readonly Migration[] = [
  init,
  authMigration,
  signalsMigration,
  moneyMigration,
  reportsMigration,
  siteMigration,
  feedMigration,
  codeClientsMigration,
  siteHyperlinkTextsMigration,
  signalHistoryMigration,
  connectionHealthMigration,
  eaTerminalsMigration,
  rewardsAndFiguresMigration,
  settlementLedgerMigration,
  signalRefreshMigration,
  signalListSummaryMigration,
  reportKeysetMigration,
];
