import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Reference Base58 encoder (BigInt), independent of the @scure/base decoder the rules use. */
export const base58Encode = (bytes: Uint8Array): string => {
  let value = bytes.reduce((acc, byte) => acc * 256n + BigInt(byte), 0n);
  let text = '';
  while (value > 0n) {
    text = `${BASE58[Number(value % 58n)]}${text}`;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
};

/** Base58Check of version byte + payload: the first 4 bytes of SHA-256(SHA-256(body)) appended. */
export const base58CheckEncode = (version: number, payload: Uint8Array): string => {
  const body = Uint8Array.from([version, ...payload]);
  const checksum = sha256(sha256(body)).subarray(0, 4);
  return base58Encode(Uint8Array.from([...body, ...checksum]));
};

export const tronAddressOf = (accountId: Uint8Array): string => base58CheckEncode(0x41, accountId);

/**
 * EIP-55 address of 20 bytes, from the EIP's text: the i-th hex letter is upper case when the i-th
 * nibble of Keccak-256(the lower-case hex, as ASCII) is 8 or more. Read from the hash bytes, not
 * from its hex, so it does not mirror the rule's code.
 */
export const eip55AddressOf = (accountId: Uint8Array): string => {
  const lower = [...accountId].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const hash = keccak_256(Uint8Array.from(lower, (char) => char.charCodeAt(0)));
  const nibble = (i: number): number => ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
  return `0x${[...lower].map((char, i) => (nibble(i) >= 8 ? char.toUpperCase() : char)).join('')}`;
};

/** The address with the case of its `n`-th hex letter (counting from 0, wrapping) flipped; null when it has none. */
export const flipLetterCase = (address: string, n: number): string | null => {
  const positions = [...address].flatMap((char, i) => (i >= 2 && /[a-fA-F]/.test(char) ? [i] : []));
  if (positions.length === 0) return null;
  const at = positions[n % positions.length] ?? 2;
  const char = address[at] ?? '';
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return `${address.slice(0, at)}${flipped}${address.slice(at + 1)}`;
};

/** Known mainnet addresses (BIP 173/350 and EIP-55 vectors, widely published examples). */
export const VALID_ADDRESSES = {
  TRC20: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ERC20: ['0xdAC17F958D2ee523a2206206994597C13D831ec7', '0x52908400098527886e0f7030069857d2e4169ee7'],
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '342ftSRCvFHfCeFFBuz4xwbeqnDw6BGUey',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1qeklep85ntjz4605drds6aww9u0qr46qzrv5xswd35uhjuj8ahfcqgf6hak',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  ],
} as const;

/** The mixed-case examples of EIP-55 itself. */
export const EIP55_VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
] as const;
