import { keyValueStoreContract } from '@signal-portal/fixtures/contracts';
import { describe, expect, it } from 'vitest';
import { LocalStorageKeyValueStore, STORAGE_PREFIX } from './local-storage-key-value-store.js';

/** The browser's Storage over a Map (node has no localStorage). */
class MapStorage implements Storage {
  readonly entries = new Map<string, string>();
  get length(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
  }
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.entries.delete(key);
  }
  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }
}

/** A Storage that refuses everything, as a browser with storage disabled does. */
class RefusingStorage extends MapStorage {
  override getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('quota', 'QuotaExceededError');
  }
  override removeItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
}

const storages = new WeakMap<LocalStorageKeyValueStore, MapStorage>();

keyValueStoreContract(
  'LocalStorageKeyValueStore',
  () => {
    const storage = new MapStorage();
    const store = new LocalStorageKeyValueStore(storage);
    storages.set(store, storage);
    return store;
  },
  {
    reopen: (store) => {
      const storage = storages.get(store as LocalStorageKeyValueStore);
      if (!storage) throw new Error('unknown store');
      return new LocalStorageKeyValueStore(storage);
    },
  },
);

// Without storage the values live in memory for the page, and behave like a map all the same.
keyValueStoreContract(
  'LocalStorageKeyValueStore without storage',
  () => new LocalStorageKeyValueStore(undefined),
);
keyValueStoreContract(
  'LocalStorageKeyValueStore over a refusing storage',
  () => new LocalStorageKeyValueStore(new RefusingStorage()),
);

describe('LocalStorageKeyValueStore', () => {
  it("keeps the portal's entries under its own prefix, apart from other keys of the origin", async () => {
    const storage = new MapStorage();
    storage.setItem('language', 'someone else');
    await new LocalStorageKeyValueStore(storage).set('language', 'ja-JP');
    expect(storage.getItem(`${STORAGE_PREFIX}language`)).toBe('ja-JP');
    expect(storage.getItem('language')).toBe('someone else');
  });
});
