/** Texts of the `twOrder` namespace in en-US: the reference whose keys the other languages mirror. */
export const twOrderEnUS = {} as const;
