import type { ErrorCode, Signal } from '@signal-portal/core';
import { EmptyState } from '../../components/kit/index.js';
import { Link, PATHS, useTranslation } from '../../shared.js';

/**
 * Why this signal takes no orders (the core's checkTwOrderSignal), with the way out: back from a signal
 * of another platform, or connect a TWSE one.
 */
export const TakesNoOrders = ({
  signal,
  refusal,
}: {
  readonly signal: Signal;
  readonly refusal: ErrorCode;
}) => {
  const { t } = useTranslation();
  if (refusal === 'PLATFORM_UNSUPPORTED') {
    return (
      <section className="panel">
        <EmptyState
          title={t('twOrder.twseOnly.title')}
          text={t('twOrder.twseOnly.text', { name: signal.name, platform: signal.platform })}
          action={
            <Link className="button button-primary" to={PATHS.signalDetail(signal.id)}>
              {t('twOrder.twseOnly.action')}
            </Link>
          }
        />
      </section>
    );
  }
  return (
    <section className="panel">
      <EmptyState
        title={t('twOrder.notConnected.title')}
        text={t('twOrder.notConnected.text')}
        action={
          <Link className="button button-primary" to={PATHS.linkSignal(signal.id)}>
            {t('twOrder.notConnected.action')}
          </Link>
        }
      />
    </section>
  );
};
