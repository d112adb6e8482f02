import type { KeyValueStore } from '@signal-portal/core';

/** Keys are prefixed so the portal's entries stay apart from anything else on the origin. */
export const STORAGE_PREFIX = 'signal-portal:';

/**
 * The KeyValueStore port over `localStorage`. A browser may refuse storage (privacy settings, a full
 * quota): the values then live in memory for this page, so the choice still holds until a reload.
 */
export class LocalStorageKeyValueStore implements KeyValueStore {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: Storage | undefined = LocalStorageKeyValueStore.browserStorage()) {}

  /** `window.localStorage` itself may throw (e.g. storage disabled for the site). */
  static browserStorage(): Storage | undefined {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  }

  get(key: string): Promise<string | undefined> {
    const name = STORAGE_PREFIX + key;
    if (this.fallback.has(name)) return Promise.resolve(this.fallback.get(name));
    try {
      return Promise.resolve(this.storage?.getItem(name) ?? undefined);
    } catch {
      return Promise.resolve(undefined);
    }
  }

  set(key: string, value: string): Promise<void> {
    const name = STORAGE_PREFIX + key;
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(name, value);
      this.fallback.delete(name);
    } catch {
      this.fallback.set(name, value);
    }
    return Promise.resolve();
  }

  remove(key: string): Promise<void> {
    const name = STORAGE_PREFIX + key;
    this.fallback.delete(name);
    try {
      this.storage?.removeItem(name);
    } catch {
      // Nothing stored there to remove.
    }
    return Promise.resolve();
  }
}
