/** Texts of the `signalWizard` namespace in en-US: the reference whose keys the other languages mirror. */
export const signalWizardEnUS = {} as const;
