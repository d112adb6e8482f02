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

describe('parseLiveFeedMessage', () => {
  const parse = (message: unknown) => parseLiveFeedMessage(JSON.stringify(message));

  it('reads the id as text: a number as its digits; a missing id, or one of another kind, as empty', () => {
    const message = (id: unknown) => ({ id, channel: 'wallet', error: { code: 0 }, data: 1 });
    expect(parse(message('m-7'))?.id).toBe('m-7');
    expect(parse(message(42))?.id).toBe('42');
    expect(parse(message(0))?.id).toBe('0');
    for (const id of [undefined, null, true, { n: 1 }, [1]]) expect(parse(message(id))?.id).toBe('');
  });

  it('refuses a message whose channel is missing, empty or not text', () => {
    for (const channel of [undefined, '', 5, null, ['wallet'], { name: 'wallet' }]) {
      expect(parse({ id: '1', channel, error: { code: 0 }, data: null })).toBeUndefined();
    }
    expect(parse({ id: '1', channel: 'x', error: { code: 0 }, data: null })?.channel).toBe('x');
  });

  it('refuses a message without an integer error code', () => {
    for (const error of [undefined, null, 0, 'OK', [], {}, { code: null }, { code: '0' }, { code: 1.5 }]) {
      expect(parse({ id: '1', channel: 'wallet', error, data: null })).toBeUndefined();
    }
    expect(parse({ id: '1', channel: 'wallet', error: { code: -1 }, data: null })?.error).toEqual({
      code: -1,
    });
  });

  it('refuses what is not a JSON object, and keeps the data as sent (undefined when there is none)', () => {
    for (const text of ['', '{', 'null', '"wallet"', '7', '[{"channel":"wallet","error":{"code":0}}]']) {
      expect(parseLiveFeedMessage(text)).toBeUndefined();
    }
    expect(parse({ channel: 'wallet', error: { code: 0 } })).toEqual({
      id: '',
      channel: 'wallet',
      error: { code: 0 },
      data: undefined,
    });
  });
});
