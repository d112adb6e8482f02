import type { KycStatus } from '@signal-portal/core';
import { Badge, type BadgeTone } from '../components/kit/index.js';
import { Icon, Link, PATHS, useTranslation } from '../shared.js';

const TONE: Readonly<Record<KycStatus, BadgeTone>> = {
  UNVERIFIED: 'neutral',
  UNDER_REVIEW: 'info',
  APPROVED: 'success',
  FAILED: 'danger',
  BLOCKED: 'danger',
};

/** The way forward from each state: start, verify again, or look at where it stands. */
const ACTION = {
  UNVERIFIED: 'kyc.start',
  UNDER_REVIEW: 'withdrawPage.kycGate.viewStatus',
  APPROVED: 'withdrawPage.kycGate.viewStatus',
  FAILED: 'kyc.verifyAgain',
  BLOCKED: 'withdrawPage.kycGate.viewStatus',
} as const satisfies Record<KycStatus, string>;

const ShieldIcon = () => (
  <Icon size={28}>
    <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
    <path d="M12 8v4M12 15.5h.01" />
  </Icon>
);

/**
 * Instead of the form while identity verification has not passed (spec: KYC before withdrawing): what
 * is missing, the current state, and the way to the verification page.
 */
export const KycGate = ({ status }: { readonly status: KycStatus }) => {
  const { t } = useTranslation();
  return (
    <section className="panel withdraw-kyc-gate" aria-labelledby="withdraw-kyc-title">
      <span className="withdraw-kyc-icon">
        <ShieldIcon />
      </span>
      <div>
        <h2 id="withdraw-kyc-title">{t('withdrawPage.kycGate.title')}</h2>
        <p className="withdraw-kyc-text">{t('withdraw.kycRequired')}</p>
        <p className="withdraw-kyc-state">
          <span>{t('withdrawPage.kycGate.current')}</span>{' '}
          <Badge tone={TONE[status]}>{t(`kyc.status.${status}`)}</Badge>
        </p>
        <p className="withdraw-kyc-text">{t(`kyc.statusText.${status}`)}</p>
        <Link className="button button-primary" to={PATHS.kycApplication}>
          {t(ACTION[status])}
        </Link>
      </div>
    </section>
  );
};
