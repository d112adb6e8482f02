import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import {
  checkTwOrderSignal,
  validateTwOrder,
  validateTwOrderSymbol,
  validateTwOrderVolume,
} from './tw-order.rules.js';

const TWSE = { symbols: ['2330', '2317', '0050'] };

describe('validateTwOrder', () => {
  it('accepts a market order of whole shares and gives the body to send', () => {
    expect(validateTwOrder({ tradingType: 'BUY', symbol: ' 2330 ', volume: ' 1000 ' }, TWSE)).toEqual(
      ok({ tradingType: 'BUY', symbol: '2330', volume: '1000' }),
    );
    expect(validateTwOrder({ tradingType: 'SELL', symbol: '0050', volume: '2000.000' }, TWSE)).toEqual(
      ok({ tradingType: 'SELL', symbol: '0050', volume: '2000' }),
    );
  });

  it('takes an odd lot: board lots are a hint, not a rule', () => {
    expect(validateTwOrder({ tradingType: 'BUY', symbol: '2330', volume: '1' }, TWSE).error).toBe(false);
    expect(validateTwOrder({ tradingType: 'SELL', symbol: '2330', volume: '500' }, TWSE).error).toBe(false);
  });

  it('refuses volumes that are not whole shares above zero, as the server does', () => {
    for (const volume of ['0', '-1000', '1.5', 'ten', '', ' ', '1,000', '1e3', '01000', '0.0']) {
      expect(validateTwOrder({ tradingType: 'BUY', symbol: '2330', volume }, TWSE), volume).toEqual(
        fail('AMOUNT_INVALID'),
      );
    }
  });

  it('refuses a blank symbol, and one outside the given symbols', () => {
    expect(validateTwOrder({ tradingType: 'BUY', symbol: ' ', volume: '1000' })).toEqual(
      fail('SYMBOL_ALIAS_NOT_FOUND'),
    );
    expect(validateTwOrder({ tradingType: 'BUY', symbol: '9999', volume: '1000' }, TWSE)).toEqual(
      fail('SYMBOL_ALIAS_NOT_FOUND'),
    );
    // Without a list the server decides which symbols exist.
    expect(validateTwOrder({ tradingType: 'BUY', symbol: '9999', volume: '1000' }).error).toBe(false);
  });

  it('checks in the order of the form: trading type, symbol, volume', () => {
    expect(validateTwOrder({ tradingType: 'HOLD', symbol: '', volume: '0' }, TWSE)).toEqual(
      fail('WRONG_DATA_FORMAT'),
    );
    expect(validateTwOrder({ tradingType: 'BUY', symbol: '', volume: '0' }, TWSE)).toEqual(
      fail('SYMBOL_ALIAS_NOT_FOUND'),
    );
  });

  it('offers each field its own check, for a message at that field', () => {
    expect(validateTwOrderVolume('1000')).toEqual(ok('1000'));
    expect(validateTwOrderVolume('1.5')).toEqual(fail('AMOUNT_INVALID'));
    expect(validateTwOrderSymbol(' 2317', TWSE)).toEqual(ok('2317'));
    expect(validateTwOrderSymbol('2317.TW', TWSE)).toEqual(fail('SYMBOL_ALIAS_NOT_FOUND'));
  });
});

describe('checkTwOrderSignal', () => {
  it('lets a connected TWSE signal take orders, and says why another cannot', () => {
    expect(checkTwOrderSignal({ platform: 'TWSE', connStatus: 'CONNECTED' })).toEqual(ok(undefined));
    expect(checkTwOrderSignal({ platform: 'MT4', connStatus: 'CONNECTED' })).toEqual(
      fail('PLATFORM_UNSUPPORTED'),
    );
    for (const connStatus of ['DISCONNECTED', 'CONNECTING', 'CALCULATING', 'LOST'] as const) {
      expect(checkTwOrderSignal({ platform: 'TWSE', connStatus }), connStatus).toEqual(
        fail('SIGNAL_NOT_CONNECTED'),
      );
    }
    expect(checkTwOrderSignal({ platform: 'BINANCE', connStatus: 'LOST' })).toEqual(
      fail('PLATFORM_UNSUPPORTED'),
    );
  });
});
