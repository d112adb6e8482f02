import { Argument, Option, type Command } from 'commander';
import {
  ACCOUNT_KIND_CHOICES,
  CONFIG_KEY_CHOICES,
  SHELL_CHOICES,
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
  config
    .command('get')
    .description('Print the value of a setting in effect (flag, environment, config file or default)')
    .addArgument(new Argument('<key>', 'setting').choices(CONFIG_KEY_CHOICES))
    .action(lazy(() => import('./config/get.js').then((m) => m.configGet)));
  config
    .command('path')
    .description('Print where the config file is')
    .action(lazy(() => import('./config/path.js').then((m) => m.configPath)));
};

const registerCompletionCommand: RegisterCommands = (program, lazy) => {
  program
    .command('completion')
    .description('Print the shell completion script of every command (bash, zsh or fish)')
    .addArgument(new Argument('<shell>', 'your shell').choices(SHELL_CHOICES))
    .action(lazy(() => import('./completion/completion.js').then((m) => m.completionOf(program))));
};

const FOLLOW_HELP = {
  min: 'minimum investment of a follower, in whole USD (at least 100)',
  max: 'maximum investment of a follower, in USD (at most 1,000,000)',
  share: "your share of followers' profit, in percent (0 to 100, e.g. 20)",
};

/** The provider's lifecycle of a signal, under `signals`: create, edit, connect, symbols, review, live. */
const registerSignalLifecycleCommands: RegisterCommands = (program, lazy) => {
  const signals =
    program.commands.find((command) => command.name() === 'signals') ?? program.command('signals');
  type LifecycleExport =
    'signalsSubmit' | 'signalsEnable' | 'signalsDisable' | 'signalsArchive' | 'signalsDelete';
  const lifecycle = (name: string, description: string, load: LifecycleExport): void => {
    const command = signals
      .command(name)
      .description(description)
      .argument('<id>', 'signal id (see "signals list")');
    if (load === 'signalsDisable' || load === 'signalsArchive' || load === 'signalsDelete')
      command.option('-y, --yes', 'do not ask for confirmation');
    command.action(lazy(() => import('./signals/lifecycle.js').then((m) => m[load])));
  };
  signals
    .command('create')
    .description(
      'Create a signal. On a terminal it asks for what is missing; a script gives --platform, --method and --name.',
    )
    .option('--platform <platform>', 'MT4, MT5, BINANCE or TWSE')
    .option('--method <method>', 'account-link, ea or api-key (only those the platform offers)')
    .option('--name <name>', '4 to 20 letters, digits, dots, dashes or underscores; fixed afterwards')
    .option('--description <text>', 'description, at most 500 words')
    .option('--image <file>', 'PNG, JPEG or WebP image, at most 2 MB (200x200 suggested)')
    .option('--min-investment <usd>', FOLLOW_HELP.min)
    .option('--max-investment <usd>', FOLLOW_HELP.max)
    .option('--profit-share <percent>', FOLLOW_HELP.share)
    .action(lazy(() => import('./signals/create.js').then((m) => m.signalsCreate)));
  signals
    .command('edit')
    .description('Change the description, the image or the follow settings of a signal (the name is fixed)')
    .argument('<id>', 'signal id')
    .option('--description <text>', 'new description, at most 500 words')
    .option('--image <file>', 'new PNG, JPEG or WebP image, at most 2 MB')
    .option('--min-investment <usd>', FOLLOW_HELP.min)
    .option('--max-investment <usd>', FOLLOW_HELP.max)
    .option('--profit-share <percent>', FOLLOW_HELP.share)
    .action(lazy(() => import('./signals/edit.js').then((m) => m.signalsEdit)));
  const secrets =
    '\nSecrets are never options (they would stay in your shell history): on a terminal they are typed ' +
    'hidden; in a script pipe them to stdin, one a line (investor password; or API key, then secret).\n' +
    'Example:\n  printf "%s\\n" "$INVESTOR_PASSWORD" | signal-portal signals connect <id> ' +
    '--server DemoBroker-Live01 --account 12345678';
  signals
    .command('connect')
    .description(
      'Link a signal to its trading account by its method; an EA signal shows its token for the sync tool',
    )
    .argument('<id>', 'signal id')
    .option('--server <name>', 'broker server, exact name (account link)')
    .option('--account <number>', 'trading account number (account link)')
    .addHelpText('after', secrets)
    .action(lazy(() => import('./signals/connect.js').then((m) => m.signalsConnect)));
  signals
    .command('reconnect')
    .description('Link a disconnected or lost signal again: the saved link, or new details when given')
    .argument('<id>', 'signal id')
    .option('--server <name>', 'new broker server (account link)')
    .option('--account <number>', 'new trading account number (account link)')
    .option('--new-credentials', 'link with new credentials instead of the saved link')
    .addHelpText('after', secrets)
    .action(lazy(() => import('./signals/connect.js').then((m) => m.signalsReconnect)));
  signals
    .command('disconnect')
    .description('Stop the platform reading the trading account of a signal (not while it is enabled)')
    .argument('<id>', 'signal id')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(lazy(() => import('./signals/connect.js').then((m) => m.signalsDisconnect)));
  signals
    .command('symbols')
    .description('The symbols of the account, matched to the platform or not; read them again, or match them')
    .argument('<id>', 'signal id')
    .option('--sync', 'read the symbols of the trading account again')
    .option(
      '--match <pair>',
      'ACCOUNT_SYMBOL=PLATFORM_SYMBOL, e.g. EURUSD.m=EURUSD (repeatable)',
      (pair: string, pairs: string[]) => [...pairs, pair],
      [] as string[],
    )
    .option('--file <file>', 'matches from a JSON or CSV file (providerSymbol,platformSymbol)')
    .addHelpText(
      'after',
      '\nExample:\n  signal-portal signals symbols <id> --match EURUSD.m=EURUSD --match XAUUSD+=XAUUSD',
    )
    .action(lazy(() => import('./signals/symbols.js').then((m) => m.signalsSymbols)));
  lifecycle('submit', 'Submit a connected signal with matched symbols for review', 'signalsSubmit');
  lifecycle('enable', 'Make an approved, connected signal live: members can follow it', 'signalsEnable');
  lifecycle('disable', 'Take a live signal off: no one can start following it', 'signalsDisable');
  lifecycle(
    'archive',
    'Archive a disabled, disconnected signal: a read-only track record (cannot be undone)',
    'signalsArchive',
  );
  lifecycle(
    'delete',
    'Delete a signal that was never live and has no followers (cannot be undone)',
    'signalsDelete',
  );
};

/** A signal's figures under `signals`: performance, followers, robots, the history and its recomputation. */
const registerSignalFiguresCommands: RegisterCommands = (program, lazy) => {
  const signals =
    program.commands.find((command) => command.name() === 'signals') ?? program.command('signals');
  signals
    .command('performance')
    .description(
      'Every figure of the last calculation, why each absent one is absent, and the formula version',
    )
    .argument('<id>', 'signal id (see "signals list")')
    .action(lazy(() => import('./signals/performance.js').then((m) => m.signalsPerformance)));
  signals
    .command('followers')
    .description('Followers and their invested fund on each day (the last 30 days unless given)')
    .argument('<id>', 'signal id')
    .option('--from <date>', `first day: ${DATE_HELP}`)
    .option('--to <date>', `last day: ${DATE_HELP}`)
    .action(lazy(() => import('./signals/followers.js').then((m) => m.signalsFollowers)));
  signals
    .command('robots')
    .description(
      'The robots following a signal: follower, investment, profit, high-water mark, next settlement',
    )
    .argument('<id>', 'signal id')
    .option('--page <n>', 'page number, from 1')
    .option('--page-size <n>', 'robots per page (at most 100)')
    .action(lazy(() => import('./signals/robots.js').then((m) => m.signalsRobots)));
  signals
    .command('history')
    .description(
      'The trades and balance operations the figures were computed from: a page (or --all) as a table, ' +
        'JSON or TSV, or the whole history as CSV (streamed, exactly as the API sends it)',
    )
    .argument('<id>', 'signal id')
    .option('--page <n>', 'page number, from 1')
    .option('--page-size <n>', 'entries per page (at most 100)')
    .option('--csv', 'the whole history as CSV (same as --format csv), to stdout or the -o file')
    .addHelpText(
      'after',
      '\nExamples:\n  signal-portal signals history <id> -o history.csv\n' +
        '  signal-portal signals history <id> --all --format tsv -o history.tsv',
    )
    .action(lazy(() => import('./signals/history.js').then((m) => m.signalsHistory)));
  signals
    .command('stats')
    .description(
      'With --recompute: download the history, recompute every figure here with the same formulas and ' +
        "print each beside the server's with the difference (exit 1 if any differs). Without: the stored figures.",
    )
    .argument('<id>', 'signal id')
    .option('--recompute', 'recompute the figures from the history and compare')
    .addHelpText('after', '\nExample:\n  signal-portal signals stats <id> --recompute')
    .action(lazy(() => import('./signals/stats.js').then((m) => m.signalsStats)));
};

const registerProfitShareCommands: RegisterCommands = (program, lazy) => {
  const profitShare = program
    .command('profit-share')
    .description('Profit sharing: simulate the 30-day settlements of a follow');
  profitShare
    .command('simulate')
    .description(
      'What a follower would pay: each 30-day settlement (high-water mark, share, platform fee, what you ' +
        'receive) for an investment and monthly returns, as the settlement job computes it',
    )
    .requiredOption('--investment <usd>', "the follower's investment in USD")
    .option('--percent <percent>', 'profit share in percent (0 to 100); default: the --signal one')
    .option('--returns <percents>', 'monthly returns in percent, e.g. "5, -3, 8"')
    .option(
      '--returns-file <file>',
      'a file of monthly returns in percent, separated by spaces, commas or lines',
    )
    .option('--signal <id>', "use this signal's last 12 monthly returns and its profit share")
    .addHelpText(
      'after',
      '\nExamples:\n  signal-portal profit-share simulate --investment 1000 --percent 20 --returns "5, -3, 8"\n' +
        '  signal-portal profit-share simulate --investment 1000 --signal <id>',
    )
    .action(lazy(() => import('./profit-share/simulate.js').then((m) => m.profitShareSimulate)));
};

/**
 * The output options every list command shares (commands/list-command.ts runs them): `--all` only on
 * a paged list. A list declared elsewhere calls this on its command.
 */
export const withListOutput = (command: Command, { paged }: { readonly paged: boolean }): Command => {
  if (paged) command.option('--all', 'every page from the first, each written as it arrives');
  return command
    .option('--format <format>', 'table, json, csv or tsv (default: from the -o file name, else table)')
    .option('-o, --output <file>', 'write the rows to this file (kept only when complete)');
};

/** A command registered earlier, found by its path of names ('withdraw', 'apply'). */
const commandAt = (program: Command, ...names: readonly string[]): Command | undefined =>
  names.reduce<Command | undefined>(
    (parent, name) => parent?.commands.find((command) => command.name() === name),
    program,
  );

const ACCOUNT_FIELD_OPTIONS: readonly (readonly [flags: string, help: string])[] = [
  ['--bank-name <name>', 'bank account: the bank'],
  ['--bank-address <address>', "bank account: the bank's address"],
  ['--account-number <number>', 'bank account: the account number'],
  ['--swift <code>', 'bank account: SWIFT/BIC code (8 or 11 characters)'],
  ['--iban <iban>', 'bank account: IBAN (spaces allowed)'],
  ['--beneficiary <name>', 'bank account: the beneficiary, as the bank knows them'],
  ['--currency <code>', 'crypto address: the currency (e.g. USDT)'],
  ['--network <network>', 'crypto address: TRC20, ERC20, BEP20 or BTC'],
  ['--address <address>', "crypto address: the address, checked against the network's format"],
];

/**
 * Money commands (accounts add, edit, remove; withdraw show; kyc status; referral) and the shared list
 * options on the lists registered above (signals, withdrawals, accounts).
 */
const registerMoneyCommands: RegisterCommands = (program, lazy) => {
  for (const path of [
    ['signals', 'list'],
    ['withdraw', 'list'],
  ] as const) {
    const list = commandAt(program, ...path);
    if (list) withListOutput(list, { paged: true });
  }
  for (const name of ['robots', 'history'] as const) {
    const list = commandAt(program, 'signals', name);
    if (list) withListOutput(list, { paged: true });
  }
  const followers = commandAt(program, 'signals', 'followers');
  if (followers) withListOutput(followers, { paged: false });
  const accountsList = commandAt(program, 'accounts', 'list');
  if (accountsList) withListOutput(accountsList, { paged: false });

  const accounts = commandAt(program, 'accounts') ?? program.command('accounts');
  const withFields = (command: Command): Command => {
    for (const [flags, help] of ACCOUNT_FIELD_OPTIONS) command.option(flags, help);
    return command;
  };
  withFields(
    accounts
      .command('add')
      .description(
        'Add a bank account (SWIFT and IBAN checked) or a crypto address (checked against its network). ' +
          'On a terminal it asks for what is missing; a script gives every field.',
      )
      .addArgument(new Argument('<kind>', 'bank or crypto').choices(ACCOUNT_KIND_CHOICES)),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  signal-portal accounts add bank --bank-name "Deutsche Bank" --bank-address Frankfurt ' +
        '--account-number 0532013000 --swift DEUTDEFF --iban "DE89 3704 0044 0532 0130 00" --beneficiary "Jane Doe"\n' +
        '  signal-portal accounts add crypto --currency USDT --network TRC20 --address TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    )
    .action(lazy(() => import('./accounts/add.js').then((m) => m.accountsAdd)));
  withFields(
    accounts
      .command('edit')
      .description('Change a bank account or crypto address: the fields given, the others stay')
      .argument('<id>', 'account id (see "accounts list")'),
  )
    .addHelpText('after', '\nExample:\n  signal-portal accounts edit <id> --beneficiary "Jane Doe"')
    .action(lazy(() => import('./accounts/edit.js').then((m) => m.accountsEdit)));
  accounts
    .command('remove')
    .description('Remove a bank account or crypto address. This cannot be undone.')
    .argument('<id>', 'account id (see "accounts list")')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(lazy(() => import('./accounts/remove.js').then((m) => m.accountsRemove)));

  const withdraw = commandAt(program, 'withdraw') ?? program.command('withdraw');
  withdraw
    .command('show')
    .description('Show one withdrawal: amounts, fee, rate, destination and its review')
    .argument('<id>', 'withdrawal id (see "withdraw list")')
    .action(lazy(() => import('./withdraw/show.js').then((m) => m.withdrawShow)));
  commandAt(program, 'withdraw', 'apply')?.option(
    '--dry-run',
    'only the quote (fee, exchange rate, estimated amount received): nothing is filed',
  );

  program
    .command('kyc')
    .description('Identity verification')
    .command('status')
    .description('Your identity verification: its state, the dates and the reviewer comment')
    .action(lazy(() => import('./kyc/status.js').then((m) => m.kycStatus)));
  program
    .command('referral')
    .description('Your referral code and link, successful referrals, and your rewards by type')
    .action(lazy(() => import('./referral/show.js').then((m) => m.referralShow)));
};

/** Registers every command on the program. */
export const registerCommands = (program: Command, lazy: LazyAction): void => {
  for (const register of [
    registerSessionCommands,
    registerSignalsCommands,
    registerSignalLifecycleCommands,
    registerSignalFiguresCommands,
    registerProfitShareCommands,
    registerReportCommands,
    registerWalletCommands,
    registerWithdrawCommands,
    registerAccountsCommands,
    registerConfigCommands,
    registerCompletionCommand,
    registerMoneyCommands,
  ]) {
    register(program, lazy);
  }
};
