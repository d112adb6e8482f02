import { observer } from 'mobx-react-lite';

import { useTranslation } from 'react-i18next';
import { Spinner, UiStore, useInjection } from '../shared.js';

/** While any load runs (spec section 2). It fades in, so a quick answer does not flash it. */
export const LoadingOverlay = observer(function LoadingOverlay() {
  const ui = useInjection(UiStore);
  const { t } = useTranslation();
  if (!ui.loading) return null;
  return (
    <div className="loading-overlay" role="status" data-testid="loading-overlay">
      <Spinner size={40} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
});
