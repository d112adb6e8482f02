import { useTranslation } from 'react-i18next';

import { Link, useParams } from 'react-router-dom';

import { MemberPage, UpcomingSection } from '../member/MemberPage.js';
import { PATHS } from '../shared.js';

/** /signal/{id}/tw/place-order: market orders and order history of a TWSE signal. */
export const PlaceOrderPage = () => {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <MemberPage
      title={t('order.title')}
      intro={t('web.pages.placeOrder')}
      actions={
        <Link className="button button-secondary" to={PATHS.signalDetail(id)}>
          {t('common.back')}
        </Link>
      }
    >
      <UpcomingSection>
        <ul className="info-list">
          <li>
            <strong>{t('order.newOrder')}</strong>
          </li>
          <li>
            <strong>{t('order.history')}</strong>
          </li>
        </ul>
      </UpcomingSection>
    </MemberPage>
  );
};
