import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.js';

/** Shown while a screen's code loads. */
export const PageSpinner = () => {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <Spinner />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
};
