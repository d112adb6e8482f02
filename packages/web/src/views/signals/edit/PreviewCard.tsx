import type { KeyboardEvent } from 'react';
import type { WhatIfStore } from '../../../stores/signals/what-if.store.js';
import { formatMoney } from '../../../format.js';
import { TextField } from '../../components/kit/index.js';
import { LanguageStore, observer, useInjection, useTranslation } from '../../shared.js';

/** Typed amounts keep the places they were typed with: "1,000" for 1000, "1,000.50" for 1000.5. */
const placesOf = (amount: string): number => Math.min(2, amount.split('.')[1]?.length ?? 0);

/** Enter in a preview field must not save the form around it: these amounts are not saved. */
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** What a follower investing and gaining the typed amounts pays, the platform keeps and you receive. */
export const PreviewCard = observer(function PreviewCard({ whatIf }: { readonly whatIf: WhatIfStore }) {
  const { t } = useTranslation();
  const language = useInjection(LanguageStore).language;
  const preview = whatIf.preview;
  const money = (amount: string, places = 2) => formatMoney(amount, language, places);
  return (
    <section className="signal-edit-preview" aria-labelledby="signal-edit-preview-title">
      <h3 id="signal-edit-preview-title">{t('signalEdit.preview.title')}</h3>
      <p className="signal-edit-muted">{t('signalEdit.preview.intro')}</p>
      <div className="signal-edit-preview-inputs">
        <TextField
          label={t('signalEdit.preview.investment')}
          inputMode="decimal"
          autoComplete="off"
          value={whatIf.previewInvestment}
          onChange={(event) => whatIf.setPreviewInvestment(event.target.value)}
          onKeyDown={keepEnter}
        />
        <TextField
          label={t('signalEdit.preview.gain')}
          inputMode="decimal"
          autoComplete="off"
          value={whatIf.previewGain}
          onChange={(event) => whatIf.setPreviewGain(event.target.value)}
          onKeyDown={keepEnter}
        />
      </div>
      <div aria-live="polite" className="signal-edit-preview-result">
        {preview.ready ? (
          <>
            <p className="signal-edit-preview-sentence">
              {t('signalEdit.preview.sentence', {
                investment: money(preview.investment, placesOf(preview.investment)),
                gain: money(preview.gain, placesOf(preview.gain)),
                share: money(preview.figures.profitShare),
                fee: money(preview.figures.fee),
                receive: money(preview.figures.receive),
              })}
            </p>
            <dl className="signal-edit-preview-figures">
              <div>
                <dt>{t('signalEdit.preview.share')}</dt>
                <dd className="numeric" data-figure="share">
                  {money(preview.figures.profitShare)}
                </dd>
              </div>
              <div>
                <dt>{t('signalEdit.preview.fee')}</dt>
                <dd className="numeric" data-figure="fee">
                  {money(preview.figures.fee)}
                </dd>
              </div>
              <div className="signal-edit-preview-receive">
                <dt>{t('signalEdit.preview.receive')}</dt>
                <dd className="numeric" data-figure="receive">
                  {money(preview.figures.receive)}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="signal-edit-muted">{t('signalEdit.preview.incomplete')}</p>
        )}
      </div>
    </section>
  );
});
