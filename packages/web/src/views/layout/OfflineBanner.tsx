import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConnectivityStore } from '../../stores/connectivity.store.js';
import { useInjection, WarningIcon } from '../shared.js';
import './offline-banner.css';

/**
 * While the API or the live feed cannot be reached: a banner under the header, in the page's flow (it
 * pushes the content down, never covers it), with the seconds to the next attempt and "retry now".
 * The status region stays in the page, so losing the connection and getting it back are announced;
 * the countdown itself is not (aria-live off), or it would be read out every second.
 */
export const OfflineBanner = observer(function OfflineBanner() {
  const connectivity = useInjection(ConnectivityStore);
  const { t } = useTranslation();
  const seconds = connectivity.secondsLeft;
  return (
    <div role="status" className="offline-status">
      {connectivity.offline ? (
        <div className="offline-banner">
          <div className="offline-banner-inner">
            <WarningIcon size={20} />
            <div className="offline-banner-text">
              <p className="offline-banner-title">{t('layout.offline.title')}</p>
              <p>{t('layout.offline.text')}</p>
            </div>
            <p className="offline-banner-countdown" aria-live="off">
              {seconds === null || seconds === 0
                ? t('layout.offline.retrying')
                : t('layout.offline.retryIn', { seconds })}
            </p>
            <button
              type="button"
              className="button button-secondary offline-banner-retry"
              onClick={() => connectivity.retryNow()}
            >
              {t('layout.offline.retryNow')}
            </button>
          </div>
        </div>
      ) : (
        connectivity.recoveries > 0 && <span className="visually-hidden">{t('layout.offline.restored')}</span>
      )}
    </div>
  );
});
