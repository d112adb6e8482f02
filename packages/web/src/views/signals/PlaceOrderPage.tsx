import { ApiClient, OrdersService, SignalsService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { TwOrderStore } from '../../stores/signals/tw-order.store.js';
import { SymbolsStore } from '../../stores/symbols.store.js';
import { ErrorState, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { Link, observer, PATHS, UiStore, useInjection, useTranslation } from '../shared.js';
import { OrderForm } from './tw-order/OrderForm.js';
import { OrderHistory } from './tw-order/OrderHistory.js';
import { TakesNoOrders } from './tw-order/TakesNoOrders.js';
import { useOrdersFeed } from './tw-order/use-orders-feed.js';
import './tw-order/tw-order.css';

/** /signal/{id}/tw/place-order: market orders and order history of a TWSE signal. */
export const PlaceOrderPage = observer(function PlaceOrderPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const symbols = useInjection(SymbolsStore);
  const [store] = useState(
    () =>
      new TwOrderStore(id, {
        signals: new SignalsService({ api }),
        orders: new OrdersService({ api }),
        ui,
        platformSymbols: () => symbols.symbols,
      }),
  );
  useEffect(() => {
    void store.start();
  }, [store]);
  useOrdersFeed(store);

  const signal = store.signal;
  const before = (
    <Link className="tw-order-back" to={signal === null ? PATHS.signals : PATHS.signalDetail(id)}>
      ← {signal === null ? t('signalDetail.backToList') : t('twOrder.backTo', { name: signal.name })}
    </Link>
  );

  if (signal === null) {
    return (
      <MemberPage title={t('order.title')} before={before}>
        <section className="panel">
          {store.status === 'failed' && store.errorCode !== null ? (
            <ErrorState code={store.errorCode} onRetry={() => void store.start()} />
          ) : (
            <Skeleton rows={5} />
          )}
        </section>
      </MemberPage>
    );
  }

  const refusal = store.refusal;
  return (
    <MemberPage
      title={t('order.title')}
      intro={store.isTwse ? t('twOrder.forSignal', { name: signal.name }) : undefined}
      before={before}
    >
      {refusal === null ? <OrderForm store={store} /> : <TakesNoOrders signal={signal} refusal={refusal} />}
      {store.isTwse && <OrderHistory store={store} />}
    </MemberPage>
  );
});
