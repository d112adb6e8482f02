import { MONEY_SCALE } from '../../shared/money.js';
import type { CryptoAddress } from '../accounts/accounts.js';
import type { CurrencyType, WithdrawalConfig, WithdrawalCurrency, WithdrawalType } from './withdrawal.js';

/** Wire pays fiat currencies, crypto pays crypto currencies (quoteWithdrawal's rule). */
export const currencyTypeOfWithdrawal = (type: WithdrawalType): CurrencyType =>
  type === 'WIRE' ? 'FIAT' : 'CRYPTO';

/** The currencies a withdrawal of this type may be paid in, in the platform's order. */
export const withdrawalCurrenciesFor = (
  config: WithdrawalConfig,
  type: WithdrawalType,
): readonly WithdrawalCurrency[] =>
  config.currencies.filter((c) => c.currencyType === currencyTypeOfWithdrawal(type));

const same = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/** A configured currency by code (case-insensitive), of any type. */
export const withdrawalCurrencyOf = (
  config: WithdrawalConfig,
  currency: string,
): WithdrawalCurrency | undefined => config.currencies.find((c) => same(c.currency, currency));

/** The decimal places a currency is paid in; cents for one the platform does not list. */
export const withdrawalDecimalsOf = (config: WithdrawalConfig, currency: string): number =>
  withdrawalCurrencyOf(config, currency)?.decimals ?? MONEY_SCALE;

/**
 * The saved addresses that can receive this currency on this network. The platform pays an address
 * only in its own currency and network (anything else would be lost), so the others are not offered.
 */
export const cryptoAddressesFor = (
  addresses: readonly CryptoAddress[],
  currency: string,
  network: string,
): readonly CryptoAddress[] =>
  addresses.filter((a) => same(a.currency, currency) && same(a.network, network));
