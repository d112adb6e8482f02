/** The key tree of a resource with every leaf widened to `string`: what a translation must provide. */
export type DeepStringShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : DeepStringShape<T[K]>;
};
