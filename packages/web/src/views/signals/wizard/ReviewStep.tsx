import type { ConnStatus, Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CreateSignalWizardStore } from '../../../stores/signals/create-signal-wizard.store.js';
import { Badge, type BadgeTone } from '../../components/kit/index.js';

const CONNECTION_TONE: Readonly<Record<ConnStatus, BadgeTone>> = {
  CONNECTED: 'success',
  CONNECTING: 'info',
  CALCULATING: 'info',
  DISCONNECTED: 'neutral',
  LOST: 'danger',
};

/** What was entered, as the reviewers will see it. */
const Summary = ({ signal }: { readonly signal: Signal }) => {
  const { t } = useTranslation();
  const account = [signal.info.server, signal.info.number].filter((part) => part !== '').join(' · ');
  return (
    <dl className="wizard-summary">
      <div className="wizard-summary-row wizard-summary-head">
        <dt className="visually-hidden">{t('signal.fields.image')}</dt>
        <dd>
          {signal.headshot ? (
            <img
              className="wizard-summary-image"
              src={signal.headshot}
              alt={t('signalWizard.review.imageAlt', { name: signal.name })}
              width={64}
              height={64}
            />
          ) : (
            <span className="wizard-summary-image wizard-summary-noimage">
              {t('signalWizard.review.noImage')}
            </span>
          )}
        </dd>
      </div>
      <div className="wizard-summary-row">
        <dt>{t('signal.fields.name')}</dt>
        <dd className="wizard-summary-name">{signal.name}</dd>
      </div>
      <div className="wizard-summary-row">
        <dt>{t('signal.fields.platform')}</dt>
        <dd>{t(`signal.platform.${signal.platform}`)}</dd>
      </div>
      <div className="wizard-summary-row">
        <dt>{t('signal.fields.connMethod')}</dt>
        <dd>{t(`signal.connMethod.${signal.connMethod}`)}</dd>
      </div>
      <div className="wizard-summary-row">
        <dt>{t('signal.fields.description')}</dt>
        <dd className="wizard-summary-description">
          {signal.describe || <span className="value-absent">{t('signalWizard.review.noDescription')}</span>}
        </dd>
      </div>
      {account !== '' && (
        <div className="wizard-summary-row">
          <dt>{t('signal.fields.account')}</dt>
          <dd>{account}</dd>
        </div>
      )}
      <div className="wizard-summary-row">
        <dt>{t('signalWizard.review.connection')}</dt>
        <dd>
          <Badge tone={CONNECTION_TONE[signal.connStatus]}>
            {t(`signal.connStatus.${signal.connStatus}`)}
          </Badge>
        </dd>
      </div>
      <div className="wizard-summary-row">
        <dt>{t('signalWizard.review.matchedSymbols')}</dt>
        <dd>
          <ul className="wizard-symbol-list">
            {signal.symbols.map((pair) => (
              <li key={pair.providerSymbol}>
                <span>{pair.providerSymbol}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">, </span>
                <span>{pair.platformSymbol}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
};

/** The last step: what was entered; the submission itself is the step's primary button (WizardNav). */
export const ReviewStep = observer(function ReviewStep({
  wizard,
}: {
  readonly wizard: CreateSignalWizardStore;
}) {
  const { t } = useTranslation();
  const signal = wizard.signal;
  if (signal === null) return null;
  return (
    <div className="wizard-review">
      <p className="wizard-text">{t('signal.wizard.reviewText')}</p>
      <h3 className="wizard-subtitle">{t('signalWizard.review.summary')}</h3>
      <Summary signal={signal} />
    </div>
  );
});
