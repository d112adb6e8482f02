import { errorMessageKey } from '@signal-portal/core';
import type { SignalEditStore } from '../../../stores/signals/signal-edit.store.js';
import type { WhatIfStore } from '../../../stores/signals/what-if.store.js';
import { TextAreaField, TextField } from '../../components/kit/index.js';
import { LanguageStore, observer, useInjection, useTranslation } from '../../shared.js';
import { formatMoney } from '../../../format.js';
import { SignalImagePicker } from '../image/SignalImagePicker.js';
import { FollowSettingsSection } from './FollowSettingsSection.js';

/**
 * The saved part of the screen: name (read-only), description with its word counter, image, follow
 * settings, and the save and discard buttons. An archived signal shows it all disabled, with why.
 */
export const SignalEditForm = observer(function SignalEditForm({
  store,
  whatIf,
}: {
  readonly store: SignalEditStore;
  readonly whatIf: WhatIfStore;
}) {
  const { t } = useTranslation();
  const language = useInjection(LanguageStore).language;
  const signal = store.signal;
  if (!signal) return null;
  const readOnly = store.readOnlyReason;
  const counts = store.counts;

  return (
    <form
      className="signal-edit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      {readOnly && (
        <p className="signal-edit-notice" role="status">
          {t(errorMessageKey(readOnly))} {t('signalEdit.readOnly')}
        </p>
      )}
      <fieldset className="signal-edit-fieldset" disabled={readOnly !== null}>
        <section className="panel" aria-labelledby="signal-edit-details">
          <h2 id="signal-edit-details">{t('signalEdit.details')}</h2>
          <TextField
            label={t('signal.fields.name')}
            value={signal.name}
            readOnly
            className="signal-edit-readonly"
            hint={t('signalEdit.nameFixed')}
          />
          <TextAreaField
            label={t('signal.fields.description')}
            value={store.describe}
            rows={6}
            onChange={(event) => store.setDescribe(event.target.value)}
            problem={store.problemOf('describe')}
            hint={t('signal.fields.descriptionHint', { max: counts.maxWords })}
            aside={
              <span
                className={
                  counts.words > counts.maxWords ? 'field-counter field-counter-over' : 'field-counter'
                }
                aria-live="polite"
              >
                {t('signal.fields.wordCount', { count: counts.words, max: counts.maxWords })}
              </span>
            }
          />
          <SignalImagePicker
            key={store.version}
            current={signal.headshot}
            onPicked={(image) => store.setImage(image)}
            problem={store.problemOf('image')}
          />
        </section>
        <FollowSettingsSection
          store={store}
          whatIf={whatIf}
          minimumHint={t('signalEdit.minimumFor', {
            min: formatMoney(store.minimumInvestment, language, 0),
            drawdown: formatMoney(store.drawdownSize, language),
          })}
        />
      </fieldset>
      {!readOnly && (
        <div className="signal-edit-actions">
          <button type="submit" className="button button-primary" disabled={!store.canSave}>
            {store.saving ? t('signalEdit.saving') : t('signalEdit.save')}
          </button>
          {store.dirty && (
            <button
              type="button"
              className="button button-ghost"
              onClick={() => store.discard()}
              disabled={store.saving}
            >
              {t('signalEdit.discard')}
            </button>
          )}
        </div>
      )}
    </form>
  );
});
