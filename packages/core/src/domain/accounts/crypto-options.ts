import type { WithdrawalCurrency } from '../withdrawal/withdrawal.js';

/** A crypto currency the platform pays out in, with the networks it pays on (GET /withdraw/config). */
export interface CryptoCurrencyOption {
  readonly currency: string;
  readonly networks: readonly string[];
}

/**
 * The crypto currencies of the platform's withdrawal settings that have at least one network, in the
 * platform's order, names and networks upper case (as `validateCryptoAddress` compares them).
 */
export const cryptoCurrencyOptions = (currencies: readonly WithdrawalCurrency[]): CryptoCurrencyOption[] =>
  currencies
    .filter((c) => c.currencyType === 'CRYPTO' && c.networks.length > 0)
    .map((c) => ({ currency: c.currency.toUpperCase(), networks: c.networks.map((n) => n.toUpperCase()) }));

/** The networks a currency is paid on; none for a currency the platform does not pay in crypto. */
export const networksOf = (options: readonly CryptoCurrencyOption[], currency: string): readonly string[] =>
  options.find((option) => option.currency === currency.trim().toUpperCase())?.networks ?? [];

/**
 * The network to keep when the currency changes: the one chosen if the new currency is paid on it too,
 * else the currency's only network, else none (the member chooses).
 */
export const networkAfterCurrencyChange = (
  options: readonly CryptoCurrencyOption[],
  currency: string,
  network: string,
): string => {
  const networks = networksOf(options, currency);
  if (networks.includes(network.trim().toUpperCase())) return network.trim().toUpperCase();
  return networks.length === 1 ? (networks[0] ?? '') : '';
};
