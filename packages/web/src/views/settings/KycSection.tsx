import { isLanguage, type KycStatus } from '@signal-portal/core';
import { formatDateTime } from '../../format.js';
import type { AccountSettingsStore, KycNextStep } from '../../stores/settings/account-settings.store.js';
import { Badge, ErrorState, Skeleton, type BadgeTone } from '../components/kit/index.js';
import { Link, observer, PATHS, useTranslation } from '../shared.js';

const TONE: Readonly<Record<KycStatus, BadgeTone>> = {
  UNVERIFIED: 'neutral',
  UNDER_REVIEW: 'info',
  APPROVED: 'success',
  FAILED: 'warning',
  BLOCKED: 'danger',
};

/** The button of each next step; all lead to the application page, which shows the rest. */
const STEP_TEXT = {
  start: 'kyc.start',
  view: 'accountsPage.kyc.view',
  verifyAgain: 'kyc.verifyAgain',
  contactSupport: 'kyc.contactSupport',
} as const satisfies Record<Exclude<KycNextStep, null>, string>;

/** The identity verification state the API reports, and the one action that state allows. */
export const KycSection = observer(function KycSection({ store }: { readonly store: AccountSettingsStore }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const kyc = store.kyc;
  const step = store.kycNextStep;

  const body = () => {
    if (store.kycStatus === 'failed' && store.kycErrorCode)
      return <ErrorState code={store.kycErrorCode} onRetry={() => void store.loadKyc()} />;
    if (kyc === null) return <Skeleton rows={2} />;
    const showComment = (kyc.status === 'FAILED' || kyc.status === 'BLOCKED') && kyc.comment !== '';
    return (
      <div className="settings-kyc-body">
        <div>
          <p className="settings-kyc-text">{t(`kyc.statusText.${kyc.status}`)}</p>
          {showComment && (
            <p className="settings-kyc-comment">
              <strong>{t('kyc.reviewerComment')}:</strong> {kyc.comment}
            </p>
          )}
          {(kyc.submittedAt !== null || kyc.reviewedAt !== null) && (
            <p className="settings-kyc-times">
              {kyc.submittedAt !== null && (
                <span>
                  {t('accountsPage.kyc.submittedAt', { time: formatDateTime(kyc.submittedAt, language) })}
                </span>
              )}
              {kyc.reviewedAt !== null && (
                <span>
                  {t('accountsPage.kyc.reviewedAt', { time: formatDateTime(kyc.reviewedAt, language) })}
                </span>
              )}
            </p>
          )}
        </div>
        {step !== null && (
          <Link
            className={step === 'contactSupport' ? 'button button-secondary' : 'button button-primary'}
            to={PATHS.kycApplication}
          >
            {t(STEP_TEXT[step])}
          </Link>
        )}
      </div>
    );
  };

  return (
    <section
      className="panel settings-kyc"
      aria-labelledby="settings-kyc"
      aria-busy={store.kycStatus === 'loading'}
    >
      <div className="settings-heading-row">
        <h2 id="settings-kyc">{t('settings.identityVerification')}</h2>
        {kyc !== null && <Badge tone={TONE[kyc.status]}>{t(`kyc.status.${kyc.status}`)}</Badge>}
      </div>
      {body()}
    </section>
  );
});
