import type { ConnectRequest } from '../domain/signal/account-link.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { validateTradingAccountNumber } from './account-link.rules.js';
import { isBlank } from './text.js';

/** The inputs of the connect form that can show a message of their own. */
export type ConnectField = 'server' | 'number' | 'investorPassword' | 'apiKey' | 'apiSecret';
export type ConnectFieldErrors = Partial<Record<ConnectField, ErrorCode>>;

/**
 * Each field of a connect request with what is wrong with it, so a form shows every message at its
 * field at once. Empty exactly when `validateConnectRequest` accepts the request (a property test
 * holds them together); a blank field is FIELD_REQUIRED, an account number that is not 1-14 digits
 * TRADING_ACCOUNT_INVALID.
 */
export const validateConnectFields = (request: ConnectRequest): ConnectFieldErrors => {
  switch (request.method) {
    case 'ACCOUNT_LINK': {
      const errors: ConnectFieldErrors = {};
      if (isBlank(request.server)) errors.server = 'FIELD_REQUIRED';
      if (isBlank(request.number)) errors.number = 'FIELD_REQUIRED';
      else {
        const number = validateTradingAccountNumber(request.number);
        if (number.error) errors.number = number.value;
      }
      if (request.investorPassword === '') errors.investorPassword = 'FIELD_REQUIRED';
      return errors;
    }
    case 'API_KEY': {
      const errors: ConnectFieldErrors = {};
      if (isBlank(request.apiKey)) errors.apiKey = 'FIELD_REQUIRED';
      if (isBlank(request.apiSecret)) errors.apiSecret = 'FIELD_REQUIRED';
      return errors;
    }
    case 'EA':
      return {};
  }
};
