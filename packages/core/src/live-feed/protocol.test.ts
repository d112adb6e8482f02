import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authCommand,
  formatLiveFeedMessage,
  parseLiveFeedCommand,
  parseLiveFeedMessage,
  subscribeCommand,
  unsubscribeCommand,
  UNAUTH_COMMAND,
} from './protocol.js';

describe('live-feed commands', () => {
  it('are the spec texts', () => {
    expect(authCommand('abc.def')).toBe('auth#Auth@abc.def');
    expect(UNAUTH_COMMAND).toBe('unauth#Unauth');
    expect(subscribeCommand('signal.42')).toBe('sub#Sub@signal.42');
    expect(unsubscribeCommand('wallet')).toBe('unsub#Unsub@wallet');
  });

  it('parse back to what was formatted, for any argument', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (arg) => {
        expect(parseLiveFeedCommand(authCommand(arg))).toEqual({ kind: 'auth', token: arg });
        expect(parseLiveFeedCommand(subscribeCommand(arg))).toEqual({ kind: 'sub', channel: arg });
        expect(parseLiveFeedCommand(unsubscribeCommand(arg))).toEqual({ kind: 'unsub', channel: arg });
      }),
    );
    expect(parseLiveFeedCommand(UNAUTH_COMMAND)).toEqual({ kind: 'unauth' });
  });

  it('reject anything else', () => {
    for (const text of ['', 'auth#Auth@', 'sub#Sub@', 'hello', 'unauth#Unauth ', 'AUTH#Auth@x']) {
      expect(parseLiveFeedCommand(text)).toBeUndefined();
    }
  });
});

describe('live-feed messages', () => {
  it('round-trip through format and parse', () => {
    const message = { id: '5', channel: 'wallet', error: { code: 0 }, data: { balance: '10.00' } };
    expect(parseLiveFeedMessage(formatLiveFeedMessage(message))).toEqual(message);
  });

  it('never throw on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(() => parseLiveFeedMessage(text)).not.toThrow();
      }),
    );
  });
});
