import { isLanguage, type KycState, type KycStatus } from '@signal-portal/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../format.js';
import type { KycApplicationStore } from '../../stores/kyc/kyc-application.store.js';
import { Badge, type BadgeTone } from '../components/kit/index.js';
import {
  CheckIcon,
  ClockIcon,
  ErrorIcon,
  Link,
  observer,
  PATHS,
  SessionStore,
  useInjection,
  useTranslation,
  Warning2Icon,
} from '../shared.js';

const TONE: Readonly<Record<KycStatus, BadgeTone>> = {
  UNVERIFIED: 'neutral',
  UNDER_REVIEW: 'info',
  APPROVED: 'success',
  FAILED: 'danger',
  BLOCKED: 'danger',
};

const useLanguage = () => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en-US';
};

/** The verification status as a badge with its name (colour never alone). */
export const KycStatusBadge = ({ status }: { readonly status: KycStatus }) => {
  const { t } = useTranslation();
  return (
    <span className="kyc-status-badge">
      <span className="visually-hidden">{t('kycPage.statusLabel')}: </span>
      <Badge tone={TONE[status]}>{t(`kyc.status.${status}`)}</Badge>
    </span>
  );
};

/** A state's panel: its icon, status badge, title and what the member can do. */
const StatePanel = ({
  status,
  icon,
  title,
  children,
}: {
  readonly status: KycStatus;
  readonly icon: ReactNode;
  readonly title: string;
  readonly children: ReactNode;
}) => (
  <section className={`panel kyc-state kyc-state-${status.toLowerCase()}`} aria-labelledby="kyc-state-title">
    <span className="kyc-state-icon">{icon}</span>
    <div className="kyc-state-body">
      <KycStatusBadge status={status} />
      <h2 id="kyc-state-title">{title}</h2>
      {children}
    </div>
  </section>
);

/** The reviewer's comment, quoted; a decision without one says so. */
const ReviewerComment = ({ comment }: { readonly comment: string }) => {
  const { t } = useTranslation();
  return (
    <figure className="kyc-comment">
      <figcaption>{t('kyc.reviewerComment')}</figcaption>
      {comment.trim() === '' ? (
        <p className="kyc-comment-none">{t('kycPage.failed.noComment')}</p>
      ) : (
        <blockquote>{comment}</blockquote>
      )}
    </figure>
  );
};

const When = ({ iso, text }: { readonly iso: string | null; readonly text: (time: string) => string }) => {
  const language = useLanguage();
  if (iso === null) return null;
  return (
    <p className="kyc-state-when">
      <time dateTime={iso}>{text(formatDateTime(iso, language))}</time>
    </p>
  );
};

/** Before a first application: why, and the three steps. */
export const KycIntro = () => {
  const { t } = useTranslation();
  return (
    <section className="panel kyc-intro" aria-labelledby="kyc-intro-title">
      <div className="kyc-intro-head">
        <KycStatusBadge status="UNVERIFIED" />
        <h2 id="kyc-intro-title">{t('kycPage.unverified.title')}</h2>
        <p className="page-intro">{t('kycPage.unverified.text')}</p>
      </div>
      <ol className="step-list kyc-steps">
        <li>{t('kycPage.unverified.steps.details')}</li>
        <li>{t('kycPage.unverified.steps.document')}</li>
        <li>{t('kycPage.unverified.steps.review')}</li>
      </ol>
    </section>
  );
};

/** Under review: since when, what happens next, when the page last asked, and "check now". */
export const UnderReviewPanel = observer(function UnderReviewPanel({
  store,
  state,
}: {
  readonly store: KycApplicationStore;
  readonly state: KycState;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const checkedAt = store.checkedAt;
  return (
    <StatePanel status="UNDER_REVIEW" icon={<ClockIcon size={28} />} title={t('kycPage.underReview.title')}>
      <When iso={state.submittedAt} text={(time) => t('kycPage.underReview.submittedAt', { time })} />
      <h3 className="kyc-next-title">{t('kycPage.underReview.nextTitle')}</h3>
      <ul className="kyc-next">
        <li>{t('kycPage.underReview.next.review')}</li>
        <li>{t('kycPage.underReview.next.result')}</li>
        <li>{t('kycPage.underReview.next.withdraw')}</li>
      </ul>
      <div className="kyc-check">
        {checkedAt !== null && (
          <span className="field-hint" aria-live="polite">
            {t('kycPage.underReview.lastChecked', {
              time: formatDateTime(new Date(checkedAt).toISOString(), language),
            })}
          </span>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={store.checking}
          onClick={() => void store.refresh(true)}
        >
          {store.checking ? t('kycPage.underReview.checking') : t('kycPage.underReview.checkNow')}
        </button>
      </div>
    </StatePanel>
  );
});

export const ApprovedPanel = ({ state }: { readonly state: KycState }) => {
  const { t } = useTranslation();
  return (
    <StatePanel status="APPROVED" icon={<CheckIcon size={28} />} title={t('kycPage.approved.title')}>
      <When iso={state.reviewedAt} text={(time) => t('kycPage.approved.since', { time })} />
      <p className="kyc-state-text">{t('kycPage.approved.text')}</p>
      <div className="kyc-state-actions">
        <Link className="button button-primary" to={PATHS.withdraw}>
          {t('kycPage.approved.withdraw')}
        </Link>
      </div>
    </StatePanel>
  );
};

export const FailedPanel = ({
  state,
  onVerifyAgain,
}: {
  readonly state: KycState;
  readonly onVerifyAgain?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <StatePanel status="FAILED" icon={<ErrorIcon size={28} />} title={t('kycPage.failed.title')}>
      <When iso={state.reviewedAt} text={(time) => t('kycPage.failed.reviewedAt', { time })} />
      <ReviewerComment comment={state.comment} />
      <p className="kyc-state-text">{t('kycPage.failed.text')}</p>
      {onVerifyAgain && (
        <div className="kyc-state-actions">
          <button type="button" className="button button-primary" onClick={onVerifyAgain}>
            {t('kyc.verifyAgain')}
          </button>
        </div>
      )}
    </StatePanel>
  );
};

export const BlockedPanel = observer(function BlockedPanel({ state }: { readonly state: KycState }) {
  const { t } = useTranslation();
  const username = useInjection(SessionStore).user?.username ?? '';
  return (
    <StatePanel status="BLOCKED" icon={<Warning2Icon size={28} />} title={t('kycPage.blocked.title')}>
      <When iso={state.reviewedAt} text={(time) => t('kycPage.failed.reviewedAt', { time })} />
      <ReviewerComment comment={state.comment} />
      <div className="kyc-support" role="note">
        <h3>{t('kyc.contactSupport')}</h3>
        <p>{t('kycPage.blocked.text', { username })}</p>
      </div>
    </StatePanel>
  );
});
