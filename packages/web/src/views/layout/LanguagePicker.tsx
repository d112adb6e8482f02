import { isLanguage } from '@signal-portal/core';

import { observer } from 'mobx-react-lite';

import { useTranslation } from 'react-i18next';
import { GlobeIcon, LanguageStore, useInjection } from '../shared.js';

/** The six languages by their own names; a choice is saved (and sent to the server for members). */
export const LanguagePicker = observer(function LanguagePicker() {
  const language = useInjection(LanguageStore);
  const { t } = useTranslation();
  return (
    <label className="language-picker">
      <GlobeIcon size={18} />
      <span className="visually-hidden">{t('layout.language')}</span>
      <select
        value={language.language}
        onChange={(event) => {
          const picked = event.target.value;
          if (isLanguage(picked)) void language.choose(picked);
        }}
      >
        {language.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
});
