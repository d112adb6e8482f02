import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { PHONE_INPUT_MAX_LENGTH, validatePhone } from './phone.rules.js';

const invalid = { error: true, value: 'PHONE_INVALID' };

describe('validatePhone: an ISO country against a dial code', () => {
  // Antigua and Barbuda shares +1; its national rules complete a 7-digit local number with area code 268.
  const antigua = { error: false, value: { e164: '+12684641234', country: 'AG', dialCode: '+1' } };

  it('completes a local number with the area code of the ISO country chosen, typed in any case with spaces', () => {
    expect(validatePhone('464 1234', 'AG')).toEqual(antigua);
    expect(validatePhone('4641234', 'ag')).toEqual(antigua);
    expect(validatePhone('464 1234', ' Ag ')).toEqual(antigua);
  });

  it('cannot complete the same local number from the shared dial code alone', () => {
    expect(validatePhone('464 1234', '+1')).toEqual(invalid);
    expect(validatePhone('464 1234', '1')).toEqual(invalid);
    // The full number is the same phone whichever way the country was given.
    expect(validatePhone('268 464 1234', '+1')).toEqual(antigua);
  });
});

describe('validatePhone: what is stored must validate again', () => {
  it('refuses a national number whose E.164 form would not validate on its own', () => {
    // Antigua's national metadata takes this 10-digit number; as +1 E.164 no country of +1 does.
    const national = parsePhoneNumberFromString('5600702807', 'AG');
    expect(national?.isValid()).toBe(true);
    expect(parsePhoneNumberFromString(national?.number ?? '')?.isValid()).toBe(false);

    expect(validatePhone('5600702807', 'AG')).toEqual(invalid);
  });
});

describe('validatePhone: the input limit', () => {
  it('counts the number as typed once trimmed, so spaces around it do not count', () => {
    const inner = `0${' '.repeat(PHONE_INPUT_MAX_LENGTH - 10)}912345678`;
    expect(inner).toHaveLength(PHONE_INPUT_MAX_LENGTH);
    expect(validatePhone(`   ${inner}   `, 'TW')).toEqual({
      error: false,
      value: { e164: '+886912345678', country: 'TW', dialCode: '+886' },
    });
  });
});
