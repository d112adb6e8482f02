/** A bank account to receive wire withdrawals (spec section 3). */
export interface BankAccount {
  readonly id: string;
  readonly bankName: string;
  readonly bankAddress: string;
  readonly accountNumber: string;
  readonly swiftCode: string;
  readonly iban: string;
  readonly beneficiaryName: string;
}

/** A crypto address to receive crypto withdrawals (spec section 3). */
export interface CryptoAddress {
  readonly id: string;
  readonly currency: string;
  readonly network: string;
  readonly address: string;
}

export type BankAccountInput = Omit<BankAccount, 'id'>;
export type CryptoAddressInput = Omit<CryptoAddress, 'id'>;
