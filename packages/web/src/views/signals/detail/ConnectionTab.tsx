import { checkSignalAction, type Language, type Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../format.js';
import { PATHS } from '../../../routing/paths.js';
import type { SignalDetailStore } from '../../../stores/signals/signal-detail.store.js';
import { useLostReason } from './DetailHeader.js';

const Row = ({
  label,
  children,
  name,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly name: string;
}) => (
  <div className="statistics-row" data-connection={name}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/**
 * Connection health: method, account, state, since when it is connected, when the platform last read
 * the account, the last state change and why a connection was lost; a way to reconnect when the
 * core allows it. The performance is calculated when a connection begins, over the 90 days before
 * it, so the calculation's moment is the moment the current connection began.
 */
export const ConnectionTab = observer(function ConnectionTab({
  store,
  signal,
  language,
}: {
  readonly store: SignalDetailStore;
  readonly signal: Signal;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const lostReason = useLostReason(signal);
  const calculatedAt = signal.performance?.updatedAt ?? null;
  const none = <span className="value-absent">{t('signalDetail.connection.none')}</span>;
  const canReconnect = !store.readOnly && !checkSignalAction(signal, 'reconnect').error;
  const { number, server, timezone } = signal.info;
  return (
    <section aria-labelledby="connection-title">
      <h3 id="connection-title" className="chart-figure-title">
        {t('signalDetail.connection.title')}
      </h3>
      <dl className="statistics-list connection-list">
        <Row name="state" label={t('signalDetail.connection.state')}>
          {t(`signal.connStatus.${signal.connStatus}`)}
        </Row>
        <Row name="method" label={t('signal.fields.connMethod')}>
          {t(`signal.connMethod.${signal.connMethod}`)}
        </Row>
        <Row name="account" label={t('signalDetail.connection.account')}>
          {number === '' ? none : number}
        </Row>
        <Row name="server" label={t('signal.fields.server')}>
          {server === '' ? none : server}
        </Row>
        <Row name="timezone" label={t('signal.fields.timezone')}>
          {timezone === '' ? none : timezone}
        </Row>
        <Row name="connected-since" label={t('signalDetail.connection.connectedSince')}>
          {signal.connStatus === 'CONNECTED' && calculatedAt !== null ? (
            formatDateTime(calculatedAt, language)
          ) : (
            <span className="value-absent">{t('signalDetail.connection.notConnected')}</span>
          )}
        </Row>
        <Row name="last-data" label={t('signalDetail.connection.lastData')}>
          {calculatedAt === null ? none : formatDateTime(calculatedAt, language)}
        </Row>
        <Row name="last-change" label={t('signalDetail.connection.lastChange')}>
          {formatDateTime(signal.updatedAt, language)}
        </Row>
        <Row name="lost-reason" label={t('signalDetail.connection.lostReason')}>
          {signal.connStatus === 'LOST' && lostReason !== null ? (
            <span className="value-negative">{lostReason}</span>
          ) : (
            none
          )}
        </Row>
      </dl>
      {signal.info.stopMtcp && (
        <p className="detail-note detail-note-warning">{t('signal.hints.marginCallStopped')}</p>
      )}
      {canReconnect && (
        <p className="connection-reconnect">
          <span>{t('signalDetail.connection.reconnectHint')}</span>
          <Link className="button button-secondary" to={PATHS.linkSignal(signal.id)}>
            {t('signal.actions.reconnect')}
          </Link>
        </p>
      )}
    </section>
  );
});
