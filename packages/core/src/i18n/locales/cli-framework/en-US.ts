/** Texts of the `cliFramework` namespace in en-US: the CLI's config file, login code and help. */
export const cliFrameworkEnUS = {
  configDamaged: 'The config file {{path}} cannot be read: it is not a JSON object of settings.',
  configDamagedHint:
    'Correct it, or delete it to go back to the default settings (the settings saved in it are then lost). Nothing was changed.',
  configNotSet: '{{key}} is not set: it is read from the portal page when a command needs it.',
  codeResendIn: 'A new code can be sent in {{seconds}} s: leave the answer empty then.',
  codeResendNow: 'To get a new code, leave the answer empty.',
  codeSentNext: 'When the code arrives, finish logging in with: {{command}}',
} as const;
