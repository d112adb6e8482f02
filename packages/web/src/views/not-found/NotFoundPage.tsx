import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';

import './not-found.css';
import { PATHS } from '../shared.js';

/** Any path that is not a route (spec section 2). */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" tabIndex={-1}>
        {t('layout.notFoundTitle')}
      </h1>
      <p className="not-found-text">{t('layout.notFoundText')}</p>
      <Link className="button button-primary" to={PATHS.home}>
        {t('layout.goHome')}
      </Link>
    </section>
  );
};
