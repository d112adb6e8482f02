/**
 * Texts of the `cliRun` namespace in en-US: what the CLI says about a run itself (a download's output,
 * the live feed of `signals watch`, a page past the last, commander's own usage errors). The reference
 * whose keys the other languages mirror.
 */
export const cliRunEnUS = {
  download: {
    isFolder: '{{path}} is a folder. Name a file inside it instead, for example {{example}}.',
    interruptedStdout:
      'Interrupted. {{rows}} rows ({{bytes}} bytes) had already been written to standard output; what was received there is incomplete.',
  },
  watch: {
    feedUnreachable: 'Cannot reach the live feed at {{url}}. Trying again in {{seconds}} s…',
    change: '{{field}}: {{from}} → {{to}}',
  },
  list: {
    pastLastPage: 'Page {{page}} is past the last page ({{pages}}); there are {{count}} in all.',
  },
  withdrawTo: 'To: {{account}}',
  commander: {
    unknownOption: 'Unknown option {{option}}.',
    unknownCommand: 'Unknown command {{command}}.',
    excessArguments: 'Too many arguments for {{command}}.',
    missingArgument: 'The argument {{argument}} is missing.',
    optionMissingArgument: 'The option {{option}} needs a value.',
    missingMandatoryOption: 'The option {{option}} is required.',
    invalidChoice: '{{value}} is not a value of {{target}}. Choose one of: {{choices}}.',
    didYouMean: 'Did you mean {{suggestion}}?',
  },
} as const;
