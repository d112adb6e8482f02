import { errorMessageKey } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CreateSignalWizardStore } from '../../../stores/signals/create-signal-wizard.store.js';
import { DETAILS_FORM_ID } from './DetailsStep.js';

const NEXT_HINT_ID = 'wizard-next-hint';

/** Why the primary button waits, said beside it (the button alone would only look greyed). */
const useNextHint = (wizard: CreateSignalWizardStore): string | null => {
  const { t } = useTranslation();
  if (wizard.step === 'review') {
    const check = wizard.submitCheck;
    if (!check.error || wizard.signal === null) return null;
    const linking = wizard.signal.connStatus === 'CONNECTING' || wizard.signal.connStatus === 'CALCULATING';
    return linking ? t('signalWizard.review.waitingConnection') : t(errorMessageKey(check.value));
  }
  if (wizard.canGoNext || wizard.busy) return null;
  switch (wizard.step) {
    case 'method':
      return t('signalWizard.method.chooseBoth');
    case 'connect':
      return t('signalWizard.connect.connectFirst');
    case 'symbols':
      return wizard.symbolsDirty ? t('signalWizard.symbols.saveFirst') : t('symbols.atLeastOne');
    case 'details':
    case 'install':
    case 'token':
      return null;
  }
};

/**
 * Back and the step's primary button under the step: Next; on step 2 the details form's submit (it
 * creates the signal); on the last step the submission for review.
 */
export const WizardNav = observer(function WizardNav({
  wizard,
  onNext,
}: {
  readonly wizard: CreateSignalWizardStore;
  readonly onNext: () => void;
}) {
  const { t } = useTranslation();
  const hint = useNextHint(wizard);
  return (
    <div className="wizard-nav">
      {wizard.canGoBack ? (
        <button type="button" className="button button-secondary" onClick={() => wizard.back()}>
          {t('common.back')}
        </button>
      ) : (
        <span />
      )}
      <div className="wizard-nav-next">
        {hint && (
          <p id={NEXT_HINT_ID} className="field-hint" role={wizard.step === 'review' ? 'status' : undefined}>
            {hint}
          </p>
        )}
        <PrimaryButton wizard={wizard} hintId={hint ? NEXT_HINT_ID : undefined} onNext={onNext} />
      </div>
    </div>
  );
});

/**
 * Each kind is its own element (key): were step 1's Next button turned into step 2's submit button
 * while its click is being handled, the browser would go on to submit step 2's form with it.
 */
const PrimaryButton = observer(function PrimaryButton({
  wizard,
  hintId,
  onNext,
}: {
  readonly wizard: CreateSignalWizardStore;
  readonly hintId: string | undefined;
  readonly onNext: () => void;
}) {
  const { t } = useTranslation();
  switch (wizard.step) {
    case 'details':
      return (
        <button
          key="details"
          type="submit"
          form={DETAILS_FORM_ID}
          className="button button-primary"
          disabled={!wizard.canGoNext}
        >
          {wizard.created ? t('common.next') : t('signalWizard.details.createAndContinue')}
        </button>
      );
    case 'review':
      return (
        <button
          key="submit"
          type="button"
          className="button button-primary"
          disabled={wizard.submitCheck.error || wizard.busy}
          aria-describedby={hintId}
          onClick={() => void wizard.submit()}
        >
          {t('signal.actions.submit')}
        </button>
      );
    case 'method':
    case 'install':
    case 'token':
    case 'connect':
    case 'symbols':
      return (
        <button
          key="next"
          type="button"
          className="button button-primary"
          disabled={!wizard.canGoNext}
          aria-describedby={hintId}
          onClick={onNext}
        >
          {t('common.next')}
        </button>
      );
  }
});
