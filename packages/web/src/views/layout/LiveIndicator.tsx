import { observer } from 'mobx-react-lite';

import { useTranslation } from 'react-i18next';
import { LiveFeedStore, useInjection } from '../shared.js';

/** Whether the member's live updates are connected (the client state's live-feed flag). */
export const LiveIndicator = observer(function LiveIndicator() {
  const feed = useInjection(LiveFeedStore);
  const { t } = useTranslation();
  const label = feed.connected ? t('layout.liveConnected') : t('layout.liveDisconnected');
  return (
    <span
      className={`live-indicator ${feed.connected ? 'is-connected' : ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-connected={feed.connected}
    />
  );
});
