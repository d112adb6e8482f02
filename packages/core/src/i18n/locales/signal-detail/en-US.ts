/** Texts of the `signalDetail` namespace in en-US: the reference whose keys the other languages mirror. */
export const signalDetailEnUS = {} as const;
