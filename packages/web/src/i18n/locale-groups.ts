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
export const UNUSED_NAMESPACES = ['cli'] as const;
