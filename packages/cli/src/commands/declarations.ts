import { Argument, Option, type Command } from 'commander';
import {
  CONFIG_KEY_CHOICES,
  PROFIT_SHARE_STATUS_CHOICES,
  REPORT_CHOICES,
  SETTLEMENT_OUTCOME_CHOICES,
  SIGNAL_STATUS_CHOICES,
  WITHDRAWAL_STATUS_CHOICES,
  WITHDRAWAL_TYPE_CHOICES,
} from './choices.js';
import type { LazyAction, RegisterCommands } from './lazy-action.js';

/**
 * Every `<noun> <verb>` of the command line: names, arguments, options and descriptions, each with
 * the module that runs it (loaded only then). One file on purpose: `--help` reads it, and each file
 * loaded at start-up costs time.
 */

const DATE_HELP = 'a day (2024-05-01, UTC) or an ISO UTC time';

const registerSessionCommands: RegisterCommands = (program, lazy) => {
  program
    .command('login')
    .description(
      'Log in with a verification code sent to your email or phone. On a terminal it asks; in a script give ' +
        '--email or --phone and pipe the code to stdin, or run it again with --code.',
    )
    .option('--email <email>', 'log in by email')
    .option('--phone <phone>', 'log in by phone (E.164 like +886912345678, or national with --country)')
    .option('--country <code>', 'country of a national phone number (TW or +886)')
    .option('--code <code>', 'the 6-digit code sent by an earlier login run; nothing is sent again')
    .action(lazy(() => import('./session/login.js').then((m) => m.login)));
  program
    .command('logout')
    .description('End the session on the server and forget it here')
    .action(lazy(() => import('./session/logout.js').then((m) => m.logout)));
  program
    .command('whoami')
    .description('Show who is logged in')
    .action(lazy(() => import('./session/whoami.js').then((m) => m.whoami)));
};

const registerSignalsCommands: RegisterCommands = (program, lazy) => {
  const signals = program.command('signals').description('Your signals: list, show one, watch one live');
  signals
    .command('list')
    .description('List your signals')
    .addOption(
      new Option('--status <status>', 'listed (approved), pending (review) or archived')
        .choices(SIGNAL_STATUS_CHOICES)
        .default('all'),
    )
    .option('--page <n>', 'page number, from 1')
    .option('--page-size <n>', 'signals per page (at most 100)')
    .action(lazy(() => import('./signals/list.js').then((m) => m.signalsList)));
  signals
    .command('show')
    .description('Show a signal: its state, connection and performance figures')
    .argument('<id>', 'signal id (see "signals list")')
    .action(lazy(() => import('./signals/show.js').then((m) => m.signalsShow)));
  signals
    .command('watch')
    .description('Follow a signal live (connection, followers, performance) until Ctrl-C')
    .argument('<id>', 'signal id')
    .action(lazy(() => import('./signals/watch.js').then((m) => m.signalsWatch)));
};

const registerReportCommands: RegisterCommands = (program, lazy) => {
  const report = program.command('report').description('Profit-share reports: download as CSV, or totals');
  report
    .command('download')
    .description('Download a report as CSV (streamed), to a file or stdout')
    .addArgument(new Argument('<report>', 'which report').choices(REPORT_CHOICES))
    .option('--from <date>', `start, inclusive: ${DATE_HELP}`)
    .option('--to <date>', `end, exclusive: ${DATE_HELP}`)
    .option('--signal <id>', 'only this signal')
    .addOption(
      new Option('--status <status>', 'only this status (settled and unsettled reports)').choices(
        PROFIT_SHARE_STATUS_CHOICES,
      ),
    )
    .addOption(
      new Option('--outcome <outcome>', 'only this settlement outcome (ledger report)').choices(
        SETTLEMENT_OUTCOME_CHOICES,
      ),
    )
    .option('--symbol <symbol>', 'only this symbol (orders report)')
    .option('-o, --output <file>', 'write to this file ("-" for stdout)', '-')
    .action(lazy(() => import('./report/download.js').then((m) => m.reportDownload)));
  report
    .command('summary')
    .description('Totals of the settled and unsettled profit shares and of the copied orders')
    .option('--from <date>', `start, inclusive: ${DATE_HELP}`)
    .option('--to <date>', `end, exclusive: ${DATE_HELP}`)
    .option('--signal <id>', 'only this signal')
    .action(lazy(() => import('./report/summary.js').then((m) => m.reportSummary)));
};

const registerWalletCommands: RegisterCommands = (program, lazy) => {
  program
    .command('wallet')
    .description('Wallet balances, the assets view and the latest fund and token records')
    .option('--page <n>', 'page of the records, from 1')
    .option('--page-size <n>', 'records per page (at most 100)')
    .action(lazy(() => import('./wallet/show.js').then((m) => m.walletShow)));
};

const registerWithdrawCommands: RegisterCommands = (program, lazy) => {
  const withdraw = program.command('withdraw').description('Withdrawals: settings, apply, history, cancel');
  withdraw
    .command('config')
    .description('Limits, fees, currencies, networks and rates')
    .action(lazy(() => import('./withdraw/config.js').then((m) => m.withdrawConfig)));
  withdraw
    .command('apply')
    .description(
      'Apply for a withdrawal. Shows the fee and the estimated amount and asks to confirm; scripts pass --yes. ' +
        'Retrying with the same --idempotency-key never withdraws twice.',
    )
    .addOption(
      new Option('--type <type>', 'wire transfer or crypto')
        .choices(WITHDRAWAL_TYPE_CHOICES)
        .makeOptionMandatory(),
    )
    .requiredOption('--amount <usd>', 'amount in USD, at most 2 decimal places')
    .option('--currency <code>', 'currency paid out (wire: USD or TWD; crypto: the address currency)')
    .option('--network <network>', 'crypto network (default: the address network)')
    .option('--account <id>', 'bank account or crypto address id (see "accounts list")')
    .option('--idempotency-key <key>', 'key of this withdrawal attempt; reuse it to retry safely')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(lazy(() => import('./withdraw/apply.js').then((m) => m.withdrawApply)));
  withdraw
    .command('list')
    .description('Withdrawal history')
    .addOption(new Option('--status <status>', 'only this status').choices(WITHDRAWAL_STATUS_CHOICES))
    .option('--from <date>', 'applied at or after (a day or an ISO UTC time)')
    .option('--to <date>', 'applied before')
    .option('--page <n>', 'page number, from 1')
    .option('--page-size <n>', 'withdrawals per page (at most 100)')
    .action(lazy(() => import('./withdraw/list.js').then((m) => m.withdrawList)));
  withdraw
    .command('cancel')
    .description('Cancel a withdrawal under review. This cannot be undone.')
    .argument('<id>', 'withdrawal id (see "withdraw list")')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(lazy(() => import('./withdraw/cancel.js').then((m) => m.withdrawCancel)));
};

const registerAccountsCommands: RegisterCommands = (program, lazy) => {
  const accounts = program
    .command('accounts')
    .description('Withdrawal accounts: bank accounts and crypto addresses');
  accounts
    .command('list')
    .description('List your bank accounts and crypto addresses')
    .action(lazy(() => import('./accounts/list.js').then((m) => m.accountsList)));
};

const registerConfigCommands: RegisterCommands = (program, lazy) => {
  const config = program
    .command('config')
    .description('The settings of this CLI (config file in your config directory)');
  config
    .command('show')
    .description('Show the settings in effect, where each comes from, and the files used')
    .action(lazy(() => import('./config/show.js').then((m) => m.configShow)));
  config
    .command('set')
    .description('Save a setting in the config file')
    .addArgument(new Argument('<key>', 'setting').choices(CONFIG_KEY_CHOICES))
    .argument('<value>', 'its value')
    .action(lazy(() => import('./config/set.js').then((m) => m.configSet)));
  config
    .command('unset')
    .description('Remove a setting from the config file')
    .addArgument(new Argument('<key>', 'setting').choices(CONFIG_KEY_CHOICES))
    .action(lazy(() => import('./config/unset.js').then((m) => m.configUnset)));
};

/** Registers every command on the program. */
export const registerCommands = (program: Command, lazy: LazyAction): void => {
  for (const register of [
    registerSessionCommands,
    registerSignalsCommands,
    registerReportCommands,
    registerWalletCommands,
    registerWithdrawCommands,
    registerAccountsCommands,
    registerConfigCommands,
  ]) {
    register(program, lazy);
  }
};
