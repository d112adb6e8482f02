/**
 * The object with one of its methods rejecting at the first call, as a call does whose code could not
 * be downloaded (the server stopped), and answering as itself after that. The object itself is kept.
 */
export const rejectingOnce = <T extends object>(target: T, method: keyof T & string): T => {
  const original = target[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  let rejected = false;
  Object.defineProperty(target, method, {
    configurable: true,
    value: (...args: unknown[]) => {
      if (rejected) return original.apply(target, args);
      rejected = true;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  });
  return target;
};
