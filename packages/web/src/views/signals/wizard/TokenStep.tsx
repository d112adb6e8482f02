import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/kit/index.js';

/** EA step: the signal's token, to paste into the sync tool; the copy button confirms with a toast. */
export const TokenStep = ({ token }: { readonly token: string }) => {
  const { t } = useTranslation();
  return (
    <div className="wizard-token">
      <p className="wizard-text">{t('signal.wizard.tokenText')}</p>
      <div className="field">
        <label htmlFor="wizard-token">{t('signal.fields.token')}</label>
        <div className="wizard-token-row">
          <input
            id="wizard-token"
            className="wizard-token-value"
            value={token}
            readOnly
            spellCheck={false}
            aria-describedby="wizard-token-hint"
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={token} />
        </div>
        <p id="wizard-token-hint" className="field-hint">
          {t('signalWizard.token.keepSecret')}
        </p>
      </div>
    </div>
  );
};
