import type { Language } from '@signal-portal/core';

/**
 * The CLI's own identifiers. Core's ports are bound under core's Symbols (Http, KeyValueStore, ...),
 * core's services under their classes.
 */

/** A KeyValueStore over the session file (the cookie jar); core's KeyValueStore is the config file. */
export const SessionStore = Symbol('SessionStore');

/** A KeyValueStore over the site-token cache file: the token each API address's portal page named. */
export const SiteTokenStore = Symbol('SiteTokenStore');

/** The endpoints and language of this run, after flags, environment and config file. */
export interface RunSettings {
  readonly apiUrl: string;
  readonly wsUrl: string;
  readonly language: Language;
  /** Read at every call: the token may be discovered from the portal page after the container exists. */
  readonly siteToken: () => string;
}
export const RunSettings = Symbol('RunSettings');
