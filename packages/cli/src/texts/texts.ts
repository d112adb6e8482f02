import {
  errorMessageOf,
  interpolate,
  toErrorCode,
  type Language,
  type TranslationKey,
  type TranslationParams,
} from '@signal-portal/core';

/** A language's texts as a tree of strings by dot path (core's LocaleResource, or its JSON). */
export type TextTree = { readonly [key: string]: string | TextTree };

/**
 * The texts of one run's language: what the reporter, the formatter and prompts show. Core's
 * `translate` reads every language's texts (RESOURCES, about 1 MB of modules); the CLI needs one
 * language per run, so it translates over that language's tree alone (see load-texts.ts).
 */
export interface Texts {
  readonly language: Language;
  /** The text at a dot path with its placeholders filled; the fallback language's, then the key. */
  t(key: TranslationKey, params?: TranslationParams): string;
  /** The message of an error code from the wire (an unknown code reads as `apiError`). */
  error(code: unknown, params?: TranslationParams): string;
  /** Whether the reference language has a text at this dot path. */
  has(key: string): boolean;
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The text at a dot path, or undefined when the path is missing or ends at a group (as core's). */
const lookup = (tree: TextTree, key: string): string | undefined => {
  let node: string | TextTree = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !hasOwn(node, part)) return undefined;
    node = node[part] as string | TextTree;
  }
  return typeof node === 'string' ? node : undefined;
};

/** A language's tree and the fallback language's (the same tree when already laid over it). */
export interface TextTrees {
  readonly tree: TextTree;
  readonly fallback: TextTree;
}

/**
 * Texts over a language's tree and the fallback language's (en-US): the same look-up, fallback and
 * placeholders as core's `translate` and `translateError`, which a test checks key by key. The trees
 * may be given as a function, read at the first text asked for: a `--json` run that succeeds asks none.
 */
export const createTexts = (language: Language, trees: TextTrees | (() => TextTrees)): Texts => {
  let loaded: TextTrees | undefined = typeof trees === 'function' ? undefined : trees;
  const treesNow = (): TextTrees => (loaded ??= (trees as () => TextTrees)());
  const t = (key: string, params?: TranslationParams): string => {
    const { tree, fallback } = treesNow();
    const text = lookup(tree, key) ?? lookup(fallback, key);
    return text === undefined ? key : interpolate(text, params);
  };
  return {
    language,
    t,
    error: (code, params) => {
      const message = errorMessageOf(toErrorCode(code), params);
      return t(message.key, message.params);
    },
    has: (key) => lookup(treesNow().fallback, key) !== undefined,
  };
};
