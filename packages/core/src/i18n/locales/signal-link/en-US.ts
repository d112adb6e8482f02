/** Texts of the `signalLink` namespace in en-US: the reference whose keys the other languages mirror. */
export const signalLinkEnUS = {} as const;
