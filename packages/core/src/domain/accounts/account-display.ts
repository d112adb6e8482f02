import { friendlyFormatIBAN } from 'ibantools';

/**
 * How withdrawal accounts read on screen: the IBAN in groups of four (ISO 13616's "print format"),
 * stored numbers masked down to their last characters, long crypto addresses shortened. Pure text
 * functions: what is sent to the server stays the compact form (`normaliseIban`, `validateBankAccount`).
 */

/** The character that stands for a hidden one. */
export const MASK_CHARACTER = '•';

/** How many trailing characters of a stored number stay visible (as banks print them). */
export const VISIBLE_TAIL_LENGTH = 4;

/** Upper case without spaces or dashes: what the IBAN is made of. */
const compactOf = (input: string): string => input.replace(/[\s-]+/g, '').toUpperCase();

/**
 * An IBAN as people read and type it: upper case, in groups of four ('de89370400440532013000' ->
 * 'DE89 3704 0044 0532 0130 00'). Spaces and dashes are dropped first; any other character is kept, so
 * a wrong one stays visible for the check to point at. Grouping by ibantools' friendlyFormatIBAN.
 */
export const formatIban = (input: string): string => friendlyFormatIBAN(compactOf(input)) ?? '';

/** The groups of four of any code, for numbers that are not IBANs (the masked forms below). */
const inGroupsOfFour = (compact: string): string => compact.replace(/(.{4})(?!$)/g, '$1 ');

/** The last characters, the rest masked; a text no longer than the visible tail is returned as it is. */
const maskAllButTail = (compact: string, keepHead: number): string => {
  if (compact.length <= keepHead + VISIBLE_TAIL_LENGTH) return compact;
  const hidden = compact.length - keepHead - VISIBLE_TAIL_LENGTH;
  return `${compact.slice(0, keepHead)}${MASK_CHARACTER.repeat(hidden)}${compact.slice(-VISIBLE_TAIL_LENGTH)}`;
};

/**
 * A stored IBAN in a list: the country and check digits and the last four characters shown, the rest
 * masked, in groups of four ('DE89 •••• •••• •••• ••30 00'). Enough to tell two accounts apart.
 */
export const maskIban = (iban: string): string => inGroupsOfFour(maskAllButTail(compactOf(iban), 4));

/** A stored account number in a list: its last four characters behind a short mask ('•••• 3000'). */
export const maskAccountNumber = (accountNumber: string): string => {
  const compact = compactOf(accountNumber);
  if (compact.length <= VISIBLE_TAIL_LENGTH) return compact;
  return `${MASK_CHARACTER.repeat(4)} ${compact.slice(-VISIBLE_TAIL_LENGTH)}`;
};

/** The last visible characters of a stored number, for a screen reader ("ending in 3000"). */
export const visibleTailOf = (value: string): string => compactOf(value).slice(-VISIBLE_TAIL_LENGTH);

/**
 * A crypto address shortened for a list: its first six and last four characters around an ellipsis
 * ('TR7NHq…Lj6t'); people compare the ends of an address. One that short enough is left whole.
 */
export const shortenAddress = (address: string, head = 6, tail = 4): string => {
  const trimmed = address.trim();
  if (trimmed.length <= head + tail + 1) return trimmed;
  return `${trimmed.slice(0, head)}…${trimmed.slice(-tail)}`;
};
