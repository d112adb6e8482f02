/** Texts of the `signalEdit` namespace in en-US: the reference whose keys the other languages mirror. */
export const signalEditEnUS = {} as const;
