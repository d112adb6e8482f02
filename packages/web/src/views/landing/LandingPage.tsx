import { PLATFORMS } from '@signal-portal/core';

import { observer } from 'mobx-react-lite';

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';

import { ChartIcon, CoinsIcon, LinkIcon, WalletIcon } from '../components/feature-icons.js';

import './landing.css';
import { PATHS, SessionStore, useInjection, Warning2Icon } from '../shared.js';

const FEATURES = [
  { id: 'connect', icon: () => <LinkIcon size={24} /> },
  { id: 'performance', icon: () => <ChartIcon size={24} /> },
  { id: 'profitShare', icon: () => <CoinsIcon size={24} /> },
  { id: 'withdraw', icon: () => <WalletIcon size={24} /> },
] as const satisfies readonly { id: string; icon: () => ReactElement }[];

const STEPS = ['connect', 'match', 'review', 'earn'] as const;

/** What the portal offers signal providers, and that it is for education and simulated trading. */
export const LandingPage = observer(function LandingPage() {
  const session = useInjection(SessionStore);
  const { t } = useTranslation();
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-inner landing-hero-inner">
          <div className="landing-hero-text">
            <h1 id="landing-title" tabIndex={-1}>
              {t('landing.heroTitle')}
            </h1>
            <p className="landing-lead">{t('landing.heroText')}</p>
            <div className="landing-actions">
              {session.isMember ? (
                <Link className="button button-primary button-large" to={PATHS.signals}>
                  {t('layout.mySignal')}
                </Link>
              ) : (
                <>
                  <Link className="button button-primary button-large" to={PATHS.register}>
                    {t('landing.getStarted')}
                  </Link>
                  <Link className="button button-secondary button-large" to={PATHS.login}>
                    {t('layout.login')}
                  </Link>
                </>
              )}
            </div>
          </div>
          <div className="landing-hero-art" aria-hidden="true">
            <svg viewBox="0 0 360 240" width="360" height="240">
              <rect x="0" y="0" width="360" height="240" rx="20" className="art-card" />
              <path d="M28 196 L88 150 L132 168 L196 104 L248 124 L332 48" className="art-line" />
              <path
                d="M28 196 L88 150 L132 168 L196 104 L248 124 L332 48 L332 212 L28 212 Z"
                className="art-area"
              />
              <circle cx="332" cy="48" r="7" className="art-dot" />
            </svg>
          </div>
        </div>
      </section>

      <div className="landing-inner">
        <aside className="landing-notice" aria-labelledby="landing-notice-title">
          <Warning2Icon size={22} />
          <div>
            <h2 id="landing-notice-title">{t('landing.noticeTitle')}</h2>
            <p>{t('landing.notice')}</p>
          </div>
        </aside>

        <section className="landing-section" aria-labelledby="landing-features-title">
          <h2 id="landing-features-title" className="landing-section-title">
            {t('landing.featuresTitle')}
          </h2>
          <ul className="landing-features">
            {FEATURES.map(({ id, icon: Icon }) => (
              <li key={id} className="landing-card">
                <span className="landing-card-icon">
                  <Icon />
                </span>
                <h3>{t(`landing.features.${id}Title`)}</h3>
                <p>{t(`landing.features.${id}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-section" aria-labelledby="landing-steps-title">
          <h2 id="landing-steps-title" className="landing-section-title">
            {t('landing.stepsTitle')}
          </h2>
          <ol className="landing-steps">
            {STEPS.map((step, index) => (
              <li key={step} className="landing-step">
                <span className="landing-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`landing.steps.${step}.title`)}</h3>
                <p>{t(`landing.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="landing-section landing-platforms" aria-labelledby="landing-platforms-title">
          <h2 id="landing-platforms-title" className="landing-section-title">
            {t('landing.platformsTitle')}
          </h2>
          <ul className="landing-platform-list">
            {PLATFORMS.map((platform) => (
              <li key={platform}>{t(`landing.platforms.${platform}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
});
