import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConnectRequest } from '../domain/signal/account-link.js';
import { validateConnectRequest } from '../services/signal-connection.service.js';
import { validateConnectFields } from './connect-fields.rules.js';

const LINK: ConnectRequest = {
  method: 'ACCOUNT_LINK',
  server: 'DemoBroker-Live01',
  number: '12345678',
  investorPassword: 'investor1',
};

describe('the connect form fields', () => {
  it('accepts a complete account link, an API key and the sync tool', () => {
    expect(validateConnectFields(LINK)).toEqual({});
    expect(
      validateConnectFields({ method: 'API_KEY', apiKey: 'readonly-key-1', apiSecret: 'secret-123' }),
    ).toEqual({});
    expect(validateConnectFields({ method: 'EA' })).toEqual({});
  });

  it('names every wrong field of an account link at once', () => {
    expect(
      validateConnectFields({ method: 'ACCOUNT_LINK', server: ' ', number: '', investorPassword: '' }),
    ).toEqual({ server: 'FIELD_REQUIRED', number: 'FIELD_REQUIRED', investorPassword: 'FIELD_REQUIRED' });
    expect(validateConnectFields({ ...LINK, number: '12ab' })).toEqual({ number: 'TRADING_ACCOUNT_INVALID' });
    expect(validateConnectFields({ ...LINK, number: '123456789012345' })).toEqual({
      number: 'TRADING_ACCOUNT_INVALID',
    });
    expect(validateConnectFields({ ...LINK, number: '12345678901234' })).toEqual({});
  });

  it('asks for both the API key and the secret', () => {
    expect(validateConnectFields({ method: 'API_KEY', apiKey: '', apiSecret: '  ' })).toEqual({
      apiKey: 'FIELD_REQUIRED',
      apiSecret: 'FIELD_REQUIRED',
    });
  });

  it('finds no problem exactly when the connection service accepts the request', () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.constant(' '),
      fc.string({ maxLength: 18 }),
      fc.stringMatching(/^[0-9]{1,16}$/),
    );
    const request: fc.Arbitrary<ConnectRequest> = fc.oneof(
      fc.record({
        method: fc.constant('ACCOUNT_LINK' as const),
        server: text,
        number: text,
        investorPassword: text,
      }),
      fc.record({ method: fc.constant('API_KEY' as const), apiKey: text, apiSecret: text }),
      fc.constant({ method: 'EA' as const }),
    );
    fc.assert(
      fc.property(request, (r) => {
        const fieldsOk = Object.keys(validateConnectFields(r)).length === 0;
        expect(fieldsOk).toBe(!validateConnectRequest(r).error);
      }),
    );
  });
});
