import { connMethodsFor, PLATFORMS, type ConnMethod, type Platform } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CreateSignalWizardStore } from '../../../stores/signals/create-signal-wizard.store.js';

/** The explanation of a method; TWSE links a brokerage account, not a MetaTrader one. */
const useMethodText = () => {
  const { t } = useTranslation();
  return (platform: Platform, method: ConnMethod): string =>
    platform === 'TWSE' && method === 'ACCOUNT_LINK'
      ? t('signalWizard.method.accountLinkTwse')
      : t(`signal.connMethodText.${method}`);
};

/** Step 1: the platform, then one of the connection methods the core says it offers. */
export const MethodStep = observer(function MethodStep({
  wizard,
}: {
  readonly wizard: CreateSignalWizardStore;
}) {
  const { t } = useTranslation();
  const methodText = useMethodText();
  const platform = wizard.platform;
  return (
    <div className="wizard-method">
      <fieldset className="wizard-choices">
        <legend>{t('signalWizard.method.platformLegend')}</legend>
        <div className="wizard-choice-grid">
          {PLATFORMS.map((option) => (
            <label key={option} className="wizard-choice">
              <input
                type="radio"
                name="wizard-platform"
                value={option}
                checked={platform === option}
                onChange={() => wizard.choosePlatform(option)}
              />
              <span className="wizard-choice-body">
                <span className="wizard-choice-title">{t(`signal.platform.${option}`)}</span>
                <span className="wizard-choice-text">{t(`signalWizard.method.platformText.${option}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="wizard-choices" disabled={platform === null}>
        <legend>{t('signalWizard.method.methodLegend')}</legend>
        {platform === null ? (
          <p className="field-hint">{t('signalWizard.method.choosePlatformFirst')}</p>
        ) : (
          <div className="wizard-choice-grid">
            {connMethodsFor(platform).map((method) => (
              <label key={method} className="wizard-choice">
                <input
                  type="radio"
                  name="wizard-method"
                  value={method}
                  checked={wizard.connMethod === method}
                  onChange={() => wizard.chooseMethod(method)}
                />
                <span className="wizard-choice-body">
                  <span className="wizard-choice-title">{t(`signal.connMethod.${method}`)}</span>
                  <span className="wizard-choice-text">{methodText(platform, method)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
});
