import { PHONE_COUNTRIES, type Language } from '@signal-portal/core';

import { observer } from 'mobx-react-lite';

import { useEffect, useMemo } from 'react';

import { useTranslation } from 'react-i18next';

import type { ContactForm } from '../../stores/auth/contact-form.js';
import { LanguageStore, useInjection } from '../shared.js';
import { describedBy, FieldError } from './FieldError.js';

interface CountryOption {
  readonly country: string;
  readonly label: string;
}

/** The core's phone countries, named in the interface language and sorted by that name. */
const countryOptions = (language: Language): readonly CountryOption[] => {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return PHONE_COUNTRIES.map(({ country, dialCode }) => ({
    country,
    name: names.of(country) ?? country,
    dialCode,
  }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country, name, dialCode }) => ({ country, label: `${name} (${dialCode})` }));
};

/**
 * Country code and phone number. Its own chunk: the phone rules carry libphonenumber's metadata, which
 * only someone choosing the phone needs. The country starts as the caller's (GET /auth/ip_to_country).
 */
export const PhoneFields = observer(function PhoneFields({
  form,
  onBlur,
}: {
  readonly form: ContactForm;
  readonly onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const language = useInjection(LanguageStore).language;
  const options = useMemo(() => countryOptions(language), [language]);
  useEffect(() => {
    void form.loadDefaultCountry();
  }, [form]);
  const error = form.fieldErrors.phone;
  return (
    <div className="field-row">
      <div className="field field-country">
        <label htmlFor="country-code">{t('auth.countryCode')}</label>
        <select
          id="country-code"
          autoComplete="tel-country-code"
          value={form.countryCode}
          onChange={(event) => form.setCountryCode(event.target.value)}
        >
          {form.countryCode === '' && <option value="">—</option>}
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-phone">
        <label htmlFor="phone">{t('auth.phone')}</label>
        <input
          id="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('auth.phonePlaceholder')}
          value={form.phone}
          onChange={(event) => form.setPhone(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(error && 'phone-error')}
        />
        <FieldError id="phone-error" code={error} />
      </div>
    </div>
  );
});
