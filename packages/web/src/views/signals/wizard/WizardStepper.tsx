import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CreateSignalWizardStore } from '../../../stores/signals/create-signal-wizard.store.js';
import { stepLabel } from './step-label.js';

/** A plain tick inside the done step's filled circle. */
const Tick = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

/** The steps across the top: done ones ticked, the current one marked for assistive technology too. */
export const WizardStepper = observer(function WizardStepper({
  wizard,
}: {
  readonly wizard: CreateSignalWizardStore;
}) {
  const { t } = useTranslation();
  const current = wizard.stepIndex;
  return (
    <nav aria-label={t('signalWizard.stepper.label')}>
      <ol className="wizard-stepper">
        {wizard.steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={`wizard-stepper-item wizard-stepper-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-stepper-marker" aria-hidden="true">
                {state === 'done' ? <Tick /> : index + 1}
              </span>
              <span className="wizard-stepper-label">{stepLabel(t, step, wizard.connMethod)}</span>
              <span className="visually-hidden"> ({t(`signalWizard.stepper.${state}`)})</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
