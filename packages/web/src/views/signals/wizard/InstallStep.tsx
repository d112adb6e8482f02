import type { Platform } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';

const INSTALL_STEPS = ['download', 'copy', 'allow', 'attach'] as const;

/**
 * EA step: installing the sync tool in MetaTrader. The platform serves no sync-tool download yet, so
 * the step says where to get it instead of showing a button that leads nowhere.
 */
export const InstallStep = ({ platform }: { readonly platform: Platform }) => {
  const { t } = useTranslation();
  return (
    <div className="wizard-install">
      <p className="wizard-text">{t('signal.wizard.installText')}</p>
      <ol className="wizard-instructions">
        {INSTALL_STEPS.map((step) => (
          <li key={step}>
            {t(`signalWizard.install.steps.${step}`, { platform: t(`signal.platform.${platform}`) })}
          </li>
        ))}
      </ol>
      <p className="wizard-download field-hint">{t('signalWizard.install.downloadUnavailable')}</p>
    </div>
  );
};
