import type { Referral } from '@signal-portal/core';
import { useId } from 'react';
import { CopyButton } from '../components/kit/index.js';
import { useTranslation } from '../shared.js';

/** The link and the code to share, each with its copy button, and how a referral comes about. */
export const ReferralShare = ({ referral }: { readonly referral: Referral }) => {
  const { t } = useTranslation();
  const linkId = useId();
  return (
    <section className="panel referral-share" aria-labelledby="referral-share-title">
      <h2 id="referral-share-title">{t('referralPage.share.title')}</h2>
      <p className="page-intro">{t('referralPage.share.text')}</p>
      <div className="referral-share-grid">
        <div className="referral-share-item referral-share-link">
          <label htmlFor={linkId}>{t('referral.link')}</label>
          <input
            id={linkId}
            type="text"
            readOnly
            value={referral.link}
            aria-describedby={`${linkId}-hint`}
            onFocus={(event) => event.target.select()}
          />
          <p id={`${linkId}-hint`} className="field-hint">
            {t('referralPage.share.linkHint')}
          </p>
          <CopyButton text={referral.link} label={t('referral.copyLink')} />
        </div>
        <div className="referral-share-item referral-share-code">
          <p className="referral-share-label">{t('referral.code')}</p>
          <p className="referral-code">{referral.code}</p>
          <p className="field-hint">{t('referralPage.share.codeHint')}</p>
          <CopyButton text={referral.code} label={t('referralPage.share.copyCode')} />
        </div>
      </div>
      <h3 className="referral-steps-title">{t('referralPage.steps.title')}</h3>
      <ol className="step-list referral-steps">
        <li>{t('referralPage.steps.share')}</li>
        <li>{t('referralPage.steps.join')}</li>
        <li>{t('referralPage.steps.earn')}</li>
      </ol>
    </section>
  );
};
