import {
  maskAccountNumber,
  shortenAddress,
  type BankAccount,
  type CryptoAddress,
  type Withdrawal,
} from '@signal-portal/core';

/** A bank account in a choice or a row: its bank and the last digits of its number. */
export const bankLabel = (bank: Pick<BankAccount, 'bankName' | 'accountNumber'>): string =>
  // A no-break space keeps the mask and the digits it hides together on a narrow screen.
  `${bank.bankName} · ${maskAccountNumber(bank.accountNumber).replace(' ', '\u00a0')}`;

/** A crypto address in a choice or a row: currency, network and the ends of the address. */
export const addressLabel = (address: Pick<CryptoAddress, 'currency' | 'network' | 'address'>): string =>
  `${address.currency} ${address.network} · ${shortenAddress(address.address)}`;

export const accountLabel = (account: BankAccount | CryptoAddress): string =>
  'bankName' in account ? bankLabel(account) : addressLabel(account);

/** Where a filed withdrawal goes, from the copy it keeps (a later edit of the account does not change it). */
export const withdrawalDestination = (w: Withdrawal): string => {
  if (w.type === 'CRYPTO') return addressLabel(w);
  return w.transferInfoForWire === null ? '' : bankLabel(w.transferInfoForWire);
};
