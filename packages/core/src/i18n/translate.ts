import { toErrorCode, type ErrorCode } from '../shared/error-codes.js';
import { FALLBACK_LANGUAGE, type Language } from './languages.js';
import { RESOURCES, type LocaleResource } from './resources.js';

/** Values for `{{name}}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

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

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The distinct placeholder names of a text, sorted: 'From {{min}} to {{max}}' -> ['max', 'min']. */
export const placeholdersOf = (text: string): readonly string[] =>
  [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort();

/** Replaces `{{name}}` (spaces inside the braces allowed); a placeholder without a value stays visible. */
export const interpolate = (template: string, params?: TranslationParams): string =>
  params === undefined
    ? template
    : template.replace(PLACEHOLDER, (placeholder, name: string) =>
        hasOwn(params, name) ? String(params[name]) : placeholder,
      );

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

/** The message for an error code from the wire; a code outside the catalogue shows `apiError`. */
export const translateError = (code: unknown, language: Language, params?: TranslationParams): string =>
  translate(language, errorMessageKey(toErrorCode(code)), params);
