import type { ApiClient, Clock, KeyValueStore, Random, SocketFactory } from '@signal-portal/core';
import type { RunSettings } from '../tokens.js';

/** What a core service of a run is made from: the run's client, adapters and settings. */
export interface CoreServiceDeps {
  readonly api: ApiClient;
  /** The config file's store (the saved language). */
  readonly config: KeyValueStore;
  readonly clock: Clock;
  readonly random: Random;
  readonly sockets: SocketFactory;
  readonly settings: RunSettings;
}
