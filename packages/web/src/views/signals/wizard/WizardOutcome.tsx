import type { Signal } from '@signal-portal/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../shared.js';

/** After the submission: what happens next, and the way to the list and to the signal. */
export const SubmittedState = ({ signal }: { readonly signal: Signal }) => {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The submit button is gone: focus goes to the news that replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel wizard-outcome" aria-labelledby="wizard-outcome-title">
      <h2 id="wizard-outcome-title" ref={heading} tabIndex={-1}>
        {t('signalWizard.submitted.title')}
      </h2>
      <p>{t('signal.hints.submitted')}</p>
      <div className="wizard-outcome-actions">
        <Link className="button button-primary" to={PATHS.signals}>
          {t('signalWizard.submitted.toList')}
        </Link>
        <Link className="button button-secondary" to={PATHS.signalDetail(signal.id)}>
          {t('signalWizard.submitted.toSignal')}
        </Link>
      </div>
    </section>
  );
};

/** A resumed signal that is past its setup (submitted, reviewed, archived): why, and its page. */
export const NotDraftState = ({ signal }: { readonly signal: Signal }) => {
  const { t } = useTranslation();
  const archived = signal.archivedAt !== null;
  return (
    <section className="panel wizard-outcome" aria-labelledby="wizard-outcome-title">
      <h2 id="wizard-outcome-title">{t('signalWizard.notDraft.title')}</h2>
      <p>
        {archived
          ? t('signalWizard.notDraft.archived', { name: signal.name })
          : t('signalWizard.notDraft.submitted', {
              name: signal.name,
              status: t(`signal.status.${signal.status}`),
            })}
      </p>
      <div className="wizard-outcome-actions">
        <Link className="button button-primary" to={PATHS.signalDetail(signal.id)}>
          {t('signalWizard.notDraft.open')}
        </Link>
      </div>
    </section>
  );
};
