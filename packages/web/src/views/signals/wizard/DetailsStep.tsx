import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CreateSignalWizardStore } from '../../../stores/signals/create-signal-wizard.store.js';
import { TextAreaField, TextField } from '../../components/kit/index.js';
import { SignalImagePicker } from '../image/SignalImagePicker.js';

export const DETAILS_FORM_ID = 'wizard-details';
export const NAME_FIELD_ID = 'wizard-name';
export const DESCRIPTION_FIELD_ID = 'wizard-description';

/** Words and characters against their limits, red once one is over. */
const DescriptionCounter = observer(function DescriptionCounter({
  wizard,
}: {
  readonly wizard: CreateSignalWizardStore;
}) {
  const { t } = useTranslation();
  const { words, maxWords, characters, maxCharacters } = wizard.descriptionCounts;
  const over = words > maxWords || characters > maxCharacters;
  return (
    <span className={over ? 'field-counter field-counter-over' : 'field-counter'}>
      {t('signal.fields.wordCount', { count: words, max: maxWords })}
      <span aria-hidden="true"> · </span>
      {t('signalWizard.details.charCount', { count: characters, max: maxCharacters })}
    </span>
  );
});

/**
 * Step 2: name (fixed once created), description and an optional image. Each field is checked as it
 * is typed once it was left; the form's submit (Enter, or the Next button bound to it) leaves the step.
 */
export const DetailsStep = observer(function DetailsStep({
  wizard,
  onLeave,
}: {
  readonly wizard: CreateSignalWizardStore;
  readonly onLeave: () => void;
}) {
  const { t } = useTranslation();
  const created = wizard.created;
  return (
    <form
      id={DETAILS_FORM_ID}
      className="wizard-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onLeave();
      }}
    >
      {created && <p className="wizard-note">{t('signalWizard.details.createdNote')}</p>}
      <TextField
        id={NAME_FIELD_ID}
        label={t('signal.fields.name')}
        hint={t('signal.fields.nameHint')}
        problem={wizard.nameProblem}
        value={wizard.name}
        onChange={(event) => wizard.setName(event.target.value)}
        onBlur={() => wizard.blurName()}
        readOnly={created}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
      />
      <TextAreaField
        id={DESCRIPTION_FIELD_ID}
        label={`${t('signal.fields.description')} (${t('common.optional')})`}
        hint={t('signal.fields.descriptionHint', { max: wizard.descriptionCounts.maxWords })}
        aside={<DescriptionCounter wizard={wizard} />}
        problem={wizard.descriptionProblem}
        value={wizard.description}
        onChange={(event) => wizard.setDescription(event.target.value)}
        onBlur={() => wizard.blurDescription()}
        readOnly={created}
        rows={6}
      />
      <SignalImagePicker
        current={wizard.signal?.headshot ?? ''}
        onPicked={(image) => wizard.pickImage(image)}
        problem={wizard.imageProblem}
      />
    </form>
  );
});
