import {
  errorMessageOf,
  parseMoneyAmount,
  toMoneyString,
  validateWithdrawalAmount,
  withdrawalContextForRetry,
  type BankAccount,
  type CryptoAddress,
  type Result,
  type Withdrawal,
  type WithdrawalApplyBody,
  type WithdrawalContext,
  type WithdrawalQuote,
} from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import { PromptCancelled } from '../../prompts/prompter.port.js';
import type { CommandContext, CommandModule, Outcome, Refusal } from '../../runner/command.js';
import { idValue, stringOption } from '../../runner/options.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';
import { WITHDRAWAL_TYPE_OF, type WithdrawalTypeChoice } from '../choices.js';
import { dryRunBlocks, dryRunOf, isDryRun, type WithdrawalDryRun } from './dry-run.js';
import { withdrawalFields } from './withdrawal-view.js';

export interface ApplyInput {
  readonly type: 'WIRE' | 'CRYPTO';
  /** USD at cents. */
  readonly amount: string;
  readonly currency: string | undefined;
  readonly network: string | undefined;
  readonly accountId: string | undefined;
  /** Given by a script that retries; otherwise a fresh key is made for this attempt. */
  readonly idempotencyKey: string | undefined;
  /** `--dry-run`: the quote only, nothing filed (so no confirmation either). */
  readonly dryRun: boolean;
}

/**
 * What was applied. `replayed`: an earlier run with the same idempotency key had filed it, and the
 * server only answered again, so nothing new was filed (scripts read it from --json).
 */
export type AppliedWithdrawalResult = Withdrawal & { readonly replayed: boolean };

/** The API's rule for Idempotency-Key (docs/api.md): 1 to 255 visible ASCII characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

type Destination =
  | { readonly type: 'WIRE'; readonly account: BankAccount }
  | { readonly type: 'CRYPTO'; readonly account: CryptoAddress };

const destinationLabel = (destination: Destination): string =>
  destination.type === 'WIRE'
    ? `${destination.account.bankName} ${destination.account.accountNumber}`
    : `${destination.account.currency} ${destination.account.network} ${destination.account.address}`;

/** The saved accounts of the withdrawal's type. */
const accountsOf = async (
  context: CommandContext<never>,
  type: ApplyInput['type'],
): Promise<Result<readonly Destination[]>> => {
  if (type === 'WIRE') {
    const banks = await context.services.accounts.bankAccounts();
    return banks.error ? banks : { error: false, value: banks.value.map((account) => ({ type, account })) };
  }
  const addresses = await context.services.accounts.cryptoAddresses();
  return addresses.error
    ? addresses
    : { error: false, value: addresses.value.map((account) => ({ type, account })) };
};

/** The account named by --account, the only one there is, or the one picked at the prompt. */
const chooseDestination = async (
  context: CommandContext<never>,
  input: ApplyInput,
  destinations: readonly Destination[],
): Promise<Outcome<Destination>> => {
  if (input.accountId !== undefined) {
    const named = destinations.find((d) => d.account.id === input.accountId);
    return named
      ? succeed(named)
      : { error: true, value: input.type === 'WIRE' ? 'BANK_ACCOUNT_NOT_FOUND' : 'CRYPTO_ADDRESS_NOT_FOUND' };
  }
  const [only, ...others] = destinations;
  if (only === undefined) {
    return {
      error: true,
      value: input.type === 'WIRE' ? 'BANK_ACCOUNT_NOT_FOUND' : 'CRYPTO_ADDRESS_NOT_FOUND',
      message: { key: 'withdraw.noAccount' },
    };
  }
  if (others.length === 0) return succeed(only);
  if (context.prompter === undefined) {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.chooseAccount',
      params: { option: '--account' },
    });
  }
  const id = await context.prompter.select(
    context.format.t('withdraw.account'),
    destinations.map((d) => ({ value: d.account.id, label: destinationLabel(d) })),
  );
  return succeed(destinations.find((d) => d.account.id === id) ?? only);
};

/** The body: wire in the given fiat currency (USD by default); crypto in the address's currency and network. */
const bodyOf = (input: ApplyInput, destination: Destination): Outcome<WithdrawalApplyBody> => {
  if (destination.type === 'WIRE') {
    return succeed({
      type: 'WIRE',
      amount: input.amount,
      currency: input.currency ?? 'USD',
      bankAccountId: destination.account.id,
    });
  }
  const { account } = destination;
  const currency = input.currency ?? account.currency;
  const network = input.network ?? account.network;
  // The platform pays a saved address only in its own currency and network; anything else would be lost.
  if (
    currency.toUpperCase() !== account.currency.toUpperCase() ||
    network.toUpperCase() !== account.network.toUpperCase()
  ) {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.addressMismatch',
      params: { currency: account.currency, network: account.network },
    });
  }
  return succeed({ type: 'CRYPTO', amount: input.amount, currency, network, cryptoAddressId: account.id });
};

/**
 * A refusal of the amount with the figures it was measured against: the bound messages name the
 * site's limits, and a balance too short says what can be withdrawn now (as the web's amount field).
 */
const amountRefusal = (
  refusal: Refusal,
  checks: WithdrawalContext,
  context: CommandContext<never>,
): Refusal => {
  const { format } = context;
  const message = errorMessageOf(refusal.value, {
    min: format.usd(checks.config.min),
    max: format.usd(checks.config.max),
  });
  const withdrawable = `${format.usd(checks.withdrawableBalance)} USD`;
  return {
    ...refusal,
    message,
    ...(refusal.value === 'INSUFFICIENT_BALANCE'
      ? { hints: [{ key: 'withdrawPage.form.withdrawableNow', params: { amount: withdrawable } }] }
      : {}),
  };
};

const confirm = async (
  context: CommandContext<never>,
  quote: WithdrawalQuote,
  destination: Destination,
): Promise<void> => {
  if (context.prompter === undefined) return;
  // A wire has no network: its line names the account only, never "(network: -)".
  context.notify(
    quote.network
      ? { key: 'cli.withdrawTo', params: { account: destinationLabel(destination), network: quote.network } }
      : { key: 'cliRun.withdrawTo', params: { account: destinationLabel(destination) } },
  );
  const sure = await context.prompter.confirm(
    context.format.t('cli.confirmWithdrawal', {
      amount: quote.amount,
      fee: quote.fee,
      receive: quote.estimatedReceiveAmount,
      currency: quote.currency,
    }),
  );
  if (!sure) throw new PromptCancelled();
};

/**
 * `withdraw apply`: checks the amount, limits, balance, KYC, currency and network with core's rules,
 * shows the fee and the estimated amount received and asks to confirm (`--yes` for scripts; without a
 * terminal `--yes` is required), then applies with one idempotency key per attempt. After a network
 * failure it prints the key, so the retry cannot withdraw twice.
 */
export const withdrawApply: CommandModule<ApplyInput, AppliedWithdrawalResult | WithdrawalDryRun> = {
  needsApi: true,

  parse(raw, { interactive }) {
    const dryRun = raw.options['dryRun'] === true;
    if (!interactive && raw.options['yes'] !== true && !dryRun) {
      return usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.needsYes', params: { option: '--yes' } });
    }
    const typeChoice = stringOption(raw, 'type') as WithdrawalTypeChoice | undefined;
    const type = typeChoice === undefined ? undefined : WITHDRAWAL_TYPE_OF[typeChoice];
    if (type === undefined) return usageRefusal('WRONG_DATA_FORMAT', { key: 'cli.usageError' });
    const amount = asUsage(parseMoneyAmount(stringOption(raw, 'amount') ?? ''));
    if (amount.error) return amount;
    const key = stringOption(raw, 'idempotencyKey');
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.badIdempotencyKey' });
    }
    const account = stringOption(raw, 'account');
    const accountId = account === undefined ? undefined : idValue(account);
    if (accountId?.error) return accountId;
    return succeed({
      type,
      amount: toMoneyString(amount.value),
      currency: stringOption(raw, 'currency')?.trim().toUpperCase(),
      network: stringOption(raw, 'network')?.trim().toUpperCase(),
      accountId: accountId?.value,
      idempotencyKey: key,
      dryRun,
    });
  },

  async run(context, input) {
    const { withdrawals } = context.services;
    const [situation, destinations] = await Promise.all([
      withdrawals.context(),
      accountsOf(context, input.type),
    ]);
    if (situation.error) return situation;
    if (destinations.error) return destinations;
    const destination = await chooseDestination(context, input, destinations.value);
    if (destination.error) return destination;
    const body = bodyOf(input, destination.value);
    if (body.error) return body;

    const checks =
      input.idempotencyKey === undefined
        ? situation.value
        : withdrawalContextForRetry(situation.value, input.amount);
    const amount = validateWithdrawalAmount({
      amount: input.amount,
      min: checks.config.min,
      max: checks.config.max,
      withdrawableBalance: checks.withdrawableBalance,
      kycStatus: checks.kycStatus,
    });
    if (amount.error) return amountRefusal(amount, checks, context);
    const quote = withdrawals.quote(body.value, checks.config);
    if (quote.error) return quote;
    if (input.dryRun) {
      const { account } = destination.value;
      return succeed(dryRunOf(quote.value, account.id, destinationLabel(destination.value)));
    }
    await confirm(context, quote.value, destination.value);

    const key = input.idempotencyKey ?? withdrawals.newIdempotencyKey();
    const applied = await withdrawals.applyOrReplay(body.value, key, checks);
    if (applied.error && applied.value === 'NETWORK_ERROR') {
      return {
        ...applied,
        hints: [{ key: 'cli.retryWithKey', params: { option: `--idempotency-key ${key}` } }],
      };
    }
    if (applied.error) return amountRefusal(applied, checks, context);
    return succeed({ ...applied.value.withdrawal, replayed: applied.value.replayed });
  },

  render: (withdrawal, view) =>
    isDryRun(withdrawal)
      ? dryRunBlocks(withdrawal, view)
      : [
          withdrawal.replayed
            ? text(view.t('cliMoney.withdraw.replayed'), 'warning')
            : text(view.t('withdraw.submitted'), 'success'),
          withdrawalFields(withdrawal, view),
          text(view.t('withdraw.processingTime')),
        ],
};
