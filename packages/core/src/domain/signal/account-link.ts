import type { Platform } from '../platform/platform.js';

/** How a signal connects (spec section 1). Passwords and secrets are sent once and never returned. */
export type ConnectRequest =
  | {
      readonly method: 'ACCOUNT_LINK';
      /** Broker server name, found by search. */
      readonly server: string;
      /** Trader account number. */
      readonly number: string;
      /** The read-only investor password. */
      readonly investorPassword: string;
    }
  | { readonly method: 'EA' }
  | { readonly method: 'API_KEY'; readonly apiKey: string; readonly apiSecret: string };

/** A broker server a provider can pick when linking an account. */
export interface BrokerServer {
  readonly platform: Platform;
  readonly name: string;
  readonly company: string;
  readonly timezone: string;
}
