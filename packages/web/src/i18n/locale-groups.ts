import type { ErrorCode } from '@signal-portal/core';

/** A part of a language's text tree: some namespaces, each a nested record of strings. */
export type LocaleBundle = { readonly [key: string]: string | LocaleBundle };

/**
 * The texts are downloaded in groups of namespaces, one chunk per language and group (see
 * scripts/locale-plugin.mjs): a guest needs the shell only; error messages load with the first error or
 * form check, the legal texts with their dialog, the member screens' texts with the member session.
 * The CLI's namespace is never downloaded.
 */
export const LOCALE_GROUPS = {
  shell: ['common', 'layout', 'landing', 'auth', 'toast'],
  errors: ['errors'],
  legal: ['legal'],
  member: [
    'signal',
    'symbols',
    'performance',
    'followers',
    'report',
    'wallet',
    'withdraw',
    'accounts',
    'kyc',
    'referral',
    'order',
    'settings',
    'web',
    'kit',
    'signalList',
    'signalLink',
    'signalWizard',
    'signalDetail',
    'signalEdit',
    'twOrder',
    'reportPage',
    'withdrawPage',
    'accountsPage',
    'walletPage',
    'kycPage',
    'referralPage',
  ],
} as const;

export type LocaleGroup = keyof typeof LOCALE_GROUPS;

/** Namespaces the web app never shows. */
export const UNUSED_NAMESPACES = [
  'cli',
  'cliErrors',
  'cliFigures',
  'cliFramework',
  'cliMoney',
  'cliRun',
  'cliSignals',
] as const;

/**
 * Error messages shipped with the shell, so they show when the errors group cannot be fetched (with
 * the server down, it cannot): the failures that need no answer from the server (unreachable, failed,
 * an answer not ours: the core's 'infrastructure' error group, a test checks), and WRONG_DATA_FORMAT,
 * the general message a field shows while its own is missing (i18n/message-text.ts).
 */
export const SHELL_ERROR_CODES = [
  'NETWORK_ERROR',
  'SERVICE_ERROR',
  'TIMEOUT',
  'INTERNAL_ERROR',
  'apiError',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'STREAM_ERROR',
  'CACHE_ERROR',
  'SQL_ERROR',
  'WEBSOCKET_ACTION_ERROR',
  'WRONG_DATA_FORMAT',
] as const satisfies readonly ErrorCode[];

/**
 * The texts of one group taken from a language's whole tree: its namespaces, and for the shell also the
 * shell's error messages. Used by the build (the JSON files) and by the tests' loader alike.
 */
export const localeBundleOf = (resource: LocaleBundle, group: LocaleGroup): LocaleBundle => {
  const bundle: Record<string, string | LocaleBundle> = {};
  for (const namespace of LOCALE_GROUPS[group]) {
    const texts = resource[namespace];
    if (texts === undefined || typeof texts === 'string')
      throw new Error(`the texts have no namespace '${namespace}'`);
    bundle[namespace] = texts;
  }
  if (group === 'shell') {
    const errors = resource['errors'];
    if (errors === undefined || typeof errors === 'string')
      throw new Error("the texts have no namespace 'errors'");
    bundle['errors'] = Object.fromEntries(
      SHELL_ERROR_CODES.map((code) => {
        const text = errors[code];
        if (typeof text !== 'string') throw new Error(`the texts have no message for ${code}`);
        return [code, text];
      }),
    );
  }
  return bundle;
};
