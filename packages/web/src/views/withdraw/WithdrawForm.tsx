import type { WithdrawPageStore } from '../../stores/withdraw/withdraw-page.store.js';
import { observer, useTranslation } from '../shared.js';
import { AmountField } from './AmountField.js';
import { CurrencyFields } from './CurrencyFields.js';
import { DestinationField } from './DestinationField.js';
import { MethodChoice } from './MethodChoice.js';
import { QuoteCard } from './QuoteCard.js';

/**
 * The application: the fields on the left, the live quote on the right (one column on a phone, the
 * quote above the button). Apply is disabled while a request is in flight, so a double click files one
 * withdrawal; a refusal leaves every field editable.
 */
export const WithdrawForm = observer(function WithdrawForm({ page }: { readonly page: WithdrawPageStore }) {
  const { t } = useTranslation();
  const store = page.form;
  return (
    <section className="panel withdraw-form-panel" aria-labelledby="withdraw-new">
      <h2 id="withdraw-new">{t('withdraw.apply')}</h2>
      <form
        noValidate
        className="withdraw-grid"
        aria-busy={store.submitting}
        onSubmit={(event) => {
          event.preventDefault();
          void page.submit();
        }}
      >
        <div className="withdraw-fields">
          <MethodChoice store={store} />
          <AmountField store={store} />
          <CurrencyFields store={store} />
          <DestinationField store={store} />
        </div>
        <QuoteCard store={store} />
        <div className="withdraw-submit">
          {store.answerLost && (
            <p className="withdraw-notice" role="status">
              {t('withdrawPage.form.answerLost')}
            </p>
          )}
          <button type="submit" className="button button-primary button-large" disabled={store.submitting}>
            {store.submitting ? t('withdrawPage.form.submitting') : t('withdraw.apply')}
          </button>
        </div>
      </form>
    </section>
  );
});
