/** Texts of the `signalList` namespace in en-US: the reference whose keys the other languages mirror. */
export const signalListEnUS = {} as const;
