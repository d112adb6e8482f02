import type { Signal } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/kit/index.js';

/** The sync tool's set-up: install it, paste the signal token into it, then let the platform wait for it. */
export const EaSteps = ({ signal, headingId }: { readonly signal: Signal; readonly headingId: string }) => {
  const { t } = useTranslation();
  return (
    <ol className="ea-steps">
      <li>
        <h3 id={`${headingId}-install`}>{t('signalLink.form.eaInstallTitle')}</h3>
        <p>{t('signal.wizard.installText')}</p>
      </li>
      <li>
        <h3 id={`${headingId}-token`}>{t('signalLink.form.eaTokenTitle')}</h3>
        <p>{t('signal.wizard.tokenText')}</p>
        <div className="ea-token">
          <code>{signal.token}</code>
          <CopyButton text={signal.token} label={t('common.copy')} />
        </div>
      </li>
      <li>
        <h3>{t('signalLink.form.eaExpectTitle')}</h3>
        <p>{t('signalLink.form.eaExpectText')}</p>
      </li>
    </ol>
  );
};
