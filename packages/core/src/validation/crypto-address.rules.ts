import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import type { CryptoAddressInput } from '../domain/accounts/accounts.js';
import type { WithdrawalCurrency } from '../domain/withdrawal/withdrawal.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Networks whose address format is checked; any other network is UNSUPPORTED_NETWORK. */
export const SUPPORTED_CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BEP20', 'BTC'] as const;
export type CryptoNetwork = (typeof SUPPORTED_CRYPTO_NETWORKS)[number];

export const isSupportedCryptoNetwork = (network: string): network is CryptoNetwork =>
  (SUPPORTED_CRYPTO_NETWORKS as readonly string[]).includes(network);

/** Base58 with a 4-byte double-SHA-256 checksum (Bitcoin legacy, TRON). */
const base58check = createBase58check(sha256);

/** The codecs throw on malformed text; for a validator that only means "not this format". */
const decodeOrNull = <T>(decode: () => T): T | null => {
  try {
    return decode();
  } catch {
    return null;
  }
};

/** The version byte of a Base58Check address with a 20-byte hash, or null. */
const base58CheckVersionOf = (address: string): number | null => {
  const payload = decodeOrNull(() => base58check.decode(address));
  return payload?.length === 21 ? (payload[0] ?? null) : null;
};

/** TRON: Base58Check of version byte 0x41 + 20-byte account id, which prints as 'T' + 33 characters. */
const isTronAddress = (address: string): boolean =>
  /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address) && base58CheckVersionOf(address) === 0x41;

/**
 * EIP-55: a hex letter is upper case exactly when the matching hex digit of keccak-256(the
 * lower-case address, as ASCII) is 8 or more.
 */
const eip55CaseOf = (lowerHexDigits: string): string => {
  const hash = bytesToHex(keccak_256(utf8ToBytes(lowerHexDigits)));
  return [...lowerHexDigits]
    .map((char, i) => (parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char))
    .join('');
};

/**
 * Ethereum and BNB Smart Chain: '0x' + 40 hex digits. One case throughout carries no checksum and is
 * accepted (EIP-55); mixed case is an EIP-55 checksum and must match.
 */
const isEvmAddress = (address: string): boolean => {
  const digits = /^0x([0-9a-fA-F]{40})$/.exec(address)?.[1];
  if (digits === undefined) return false;
  const lower = digits.toLowerCase();
  if (digits === lower || digits === digits.toUpperCase()) return true;
  return digits === eip55CaseOf(lower);
};

/**
 * Bitcoin SegWit (BIP 173/350): 'bc' + witness version + program. Version 0 keeps bech32 and a 20-
 * or 32-byte program; versions 1-16 use bech32m and a 2-40-byte program. The codecs enforce one
 * case and at most 90 characters.
 */
const isSegwitAddress = (address: string): boolean => {
  const asBech32 = decodeOrNull(() => bech32.decode(address));
  const decoded = asBech32 ?? decodeOrNull(() => bech32m.decode(address));
  if (decoded === null || decoded.prefix !== 'bc') return false;
  const [version, ...programWords] = decoded.words;
  const program = bech32.fromWordsUnsafe(programWords);
  if (version === undefined || version > 16 || program === undefined) return false;
  if (version === 0) return asBech32 !== null && (program.length === 20 || program.length === 32);
  return asBech32 === null && program.length >= 2 && program.length <= 40;
};

/** Bitcoin mainnet: legacy Base58Check P2PKH ('1...', version 0x00) or P2SH ('3...', 0x05), or SegWit ('bc1...'). */
const isBitcoinAddress = (address: string): boolean => {
  if (/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) {
    const version = base58CheckVersionOf(address);
    return version === 0x00 || version === 0x05;
  }
  return isSegwitAddress(address);
};

const ADDRESS_CHECKS: Readonly<Record<CryptoNetwork, (address: string) => boolean>> = {
  TRC20: isTronAddress,
  ERC20: isEvmAddress,
  BEP20: isEvmAddress,
  BTC: isBitcoinAddress,
};

const CURRENCY_PATTERN = /^[A-Z0-9]{2,10}$/;

/**
 * A crypto withdrawal address. Currency and network are trimmed and upper-cased, the address only
 * trimmed (Base58 is case-sensitive). Order: currency looks like a ticker (UNSUPPORTED_CURRENCY),
 * network is one we can check (UNSUPPORTED_NETWORK); when the platform's withdrawal currencies are
 * given, the currency must be a crypto currency there (UNSUPPORTED_CURRENCY) offered on that network
 * (UNSUPPORTED_NETWORK); finally the address matches the network's format and checksum
 * (CRYPTO_ADDRESS_INVALID).
 */
export const validateCryptoAddress = (
  input: CryptoAddressInput,
  currencies?: readonly WithdrawalCurrency[],
): Result<CryptoAddressInput> => {
  const currency = input.currency.trim().toUpperCase();
  const network = input.network.trim().toUpperCase();
  const address = input.address.trim();
  if (!CURRENCY_PATTERN.test(currency)) return fail('UNSUPPORTED_CURRENCY');
  if (!isSupportedCryptoNetwork(network)) return fail('UNSUPPORTED_NETWORK');
  if (currencies !== undefined) {
    const offered = currencies.find(
      (c) => c.currency.toUpperCase() === currency && c.currencyType === 'CRYPTO',
    );
    if (offered === undefined) return fail('UNSUPPORTED_CURRENCY');
    if (!offered.networks.some((n) => n.toUpperCase() === network)) return fail('UNSUPPORTED_NETWORK');
  }
  return ADDRESS_CHECKS[network](address)
    ? ok({ currency, network, address })
    : fail('CRYPTO_ADDRESS_INVALID');
};

/** The fields of the crypto address form, in form order. */
export const CRYPTO_ADDRESS_FIELDS = [
  'currency',
  'network',
  'address',
] as const satisfies readonly (keyof CryptoAddressInput)[];
export type CryptoAddressField = (typeof CRYPTO_ADDRESS_FIELDS)[number];
export type CryptoAddressFieldErrors = Partial<Record<CryptoAddressField, ErrorCode>>;

/**
 * Every field of a crypto address with what is wrong with it, so a form shows each message at its
 * field as typed. Empty exactly when `validateCryptoAddress` accepts the address (a property test holds
 * them together), with the same codes except that a blank field is FIELD_REQUIRED. The address is
 * checked against its network's format only once the network is one that can carry the currency:
 * before that no format applies.
 */
export const validateCryptoAddressFields = (
  input: CryptoAddressInput,
  currencies?: readonly WithdrawalCurrency[],
): CryptoAddressFieldErrors => {
  const errors: CryptoAddressFieldErrors = {};
  const currency = input.currency.trim().toUpperCase();
  const network = input.network.trim().toUpperCase();
  const address = input.address.trim();
  const offered = currencies?.find(
    (c) => c.currency.toUpperCase() === currency && c.currencyType === 'CRYPTO',
  );
  if (currency === '') errors.currency = 'FIELD_REQUIRED';
  else if (!CURRENCY_PATTERN.test(currency)) errors.currency = 'UNSUPPORTED_CURRENCY';
  else if (currencies !== undefined && offered === undefined) errors.currency = 'UNSUPPORTED_CURRENCY';
  if (network === '') errors.network = 'FIELD_REQUIRED';
  else if (!isSupportedCryptoNetwork(network)) errors.network = 'UNSUPPORTED_NETWORK';
  else if (offered !== undefined && !offered.networks.some((n) => n.toUpperCase() === network))
    errors.network = 'UNSUPPORTED_NETWORK';
  if (address === '') errors.address = 'FIELD_REQUIRED';
  else if (
    errors.network === undefined &&
    isSupportedCryptoNetwork(network) &&
    !ADDRESS_CHECKS[network](address)
  )
    errors.address = 'CRYPTO_ADDRESS_INVALID';
  return errors;
};

const FIELD_OF_CRYPTO_CODE: Partial<Record<ErrorCode, CryptoAddressField>> = {
  UNSUPPORTED_CURRENCY: 'currency',
  UNSUPPORTED_NETWORK: 'network',
  CRYPTO_ADDRESS_INVALID: 'address',
};

/** The field a refusal of a crypto address names, for a server's answer to be shown at its field. */
export const cryptoAddressFieldOf = (code: ErrorCode): CryptoAddressField | undefined =>
  FIELD_OF_CRYPTO_CODE[code];
