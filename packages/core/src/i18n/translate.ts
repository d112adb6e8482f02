import { toErrorCode, type ErrorCode } from '../shared/error-codes.js';
import { errorMessageOf } from './error-message.js';
import { FALLBACK_LANGUAGE, type Language } from './languages.js';
import { interpolate, type TranslationParams } from './placeholders.js';
import { RESOURCES, type LocaleResource } from './resources.js';

export { interpolate, placeholdersOf, type TranslationParams } from './placeholders.js';

/** Every dot path of a resource that ends at a text, e.g. 'signal.status.PASSED'. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

export type TranslationKey = LeafPaths<LocaleResource>;

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The text at a dot path, or undefined when the path is missing or ends at a group. */
const lookup = (resource: unknown, key: string): string | undefined => {
  let node = resource;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * The text for a dot-path key in a language, falling back to en-US and then to the key itself, with
 * its placeholders filled from `params`. Framework-free: the CLI and tests use it directly; the web
 * app hands the same resources to i18next.
 */
export const translate = (language: Language, key: string, params?: TranslationParams): string => {
  const text = lookup(RESOURCES[language], key) ?? lookup(RESOURCES[FALLBACK_LANGUAGE], key);
  return text === undefined ? key : interpolate(text, params);
};

/** The resource key of an error code's message. */
export const errorMessageKey = (code: ErrorCode): `errors.${ErrorCode}` => `errors.${code}`;

/**
 * The message for an error code from the wire, a code outside the catalogue showing `apiError`; its
 * placeholders are always filled (errorMessageOf), never shown raw.
 */
export const translateError = (code: unknown, language: Language, params?: TranslationParams): string => {
  const message = errorMessageOf(toErrorCode(code), params);
  return translate(language, message.key, message.params);
};
