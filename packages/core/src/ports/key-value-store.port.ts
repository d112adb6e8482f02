/**
 * A small persistent store of strings: the language choice, the CLI's settings. Web: localStorage;
 * CLI: a JSON file in the user's config directory, mode 0600; tests: memory. Every adapter runs the
 * `keyValueStoreContract` suite of @signal-portal/fixtures.
 *
 * Values survive the process (except for the memory adapter); a missing key reads as `undefined`;
 * `set` overwrites; `remove` of a missing key is not an error. Keys and values are any strings,
 * the empty string included.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}
export const KeyValueStore = Symbol('KeyValueStore');
