import type { SignalEditStore } from '../../../stores/signals/signal-edit.store.js';
import type { WhatIfStore } from '../../../stores/signals/what-if.store.js';
import { TextField } from '../../components/kit/index.js';
import { observer, useTranslation } from '../../shared.js';
import { PreviewCard } from './PreviewCard.js';

/** Minimum and maximum investment and the profit share, checked as typed, beside the live preview. */
export const FollowSettingsSection = observer(function FollowSettingsSection({
  store,
  whatIf,
  minimumHint,
}: {
  readonly store: SignalEditStore;
  readonly whatIf: WhatIfStore;
  readonly minimumHint: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="signal-edit-follow">
      <h2 id="signal-edit-follow">{t('signal.follow.title')}</h2>
      <div className="signal-edit-follow">
        <div className="signal-edit-follow-fields">
          <TextField
            label={t('signal.follow.investmentMin')}
            inputMode="numeric"
            autoComplete="off"
            value={store.investmentMin}
            onChange={(event) => store.setInvestmentMin(event.target.value)}
            problem={store.problemOf('investmentMin')}
            hint={minimumHint}
          />
          <TextField
            label={t('signal.follow.investmentMax')}
            inputMode="decimal"
            autoComplete="off"
            value={store.investmentMax}
            onChange={(event) => store.setInvestmentMax(event.target.value)}
            problem={store.problemOf('investmentMax')}
            hint={t('signal.follow.investmentMaxHint')}
          />
          <TextField
            label={t('signal.follow.profitSharePercent')}
            inputMode="decimal"
            autoComplete="off"
            value={store.profitSharePercent}
            onChange={(event) => store.setProfitSharePercent(event.target.value)}
            problem={store.problemOf('profitSharePercent')}
            hint={t('signal.follow.profitShareHint')}
          />
        </div>
        <PreviewCard whatIf={whatIf} />
      </div>
    </section>
  );
});
