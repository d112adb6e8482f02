import { useTranslation } from 'react-i18next';
import { Spinner } from '../shared.js';

/** Until the first user fetch ends (spec section 2). */
export const Splash = () => {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite">
      <Spinner size={44} />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
};
