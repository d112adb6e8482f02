/**
 * Makes one of the object's methods reject at every call, as a call does whose code cannot be
 * downloaded while the server is down, until the returned function says the server is back; it then
 * answers as itself. Unlike rejectingOnce, a retry caused by some other change still fails, so only
 * the recovery path can succeed. The object itself is kept.
 */
export const rejectingUntilBack = <T extends object>(target: T, method: keyof T & string): (() => void) => {
  const original = target[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  let back = false;
  Object.defineProperty(target, method, {
    configurable: true,
    value: (...args: unknown[]) =>
      back
        ? original.apply(target, args)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  });
  return () => {
    back = true;
  };
};
