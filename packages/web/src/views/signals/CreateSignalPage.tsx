import { ApiClient, SignalsService } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CreateSignalWizardStore } from '../../stores/signals/create-signal-wizard.store.js';
import { ErrorState, LeaveGuard, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { PATHS, UiStore, useInjection } from '../shared.js';
import { ConnectStep } from './wizard/ConnectStep.js';
import { DESCRIPTION_FIELD_ID, DetailsStep, NAME_FIELD_ID } from './wizard/DetailsStep.js';
import { InstallStep } from './wizard/InstallStep.js';
import { MethodStep } from './wizard/MethodStep.js';
import { ReviewStep } from './wizard/ReviewStep.js';
import { stepLabel } from './wizard/step-label.js';
import { SymbolsStep } from './wizard/SymbolsStep.js';
import { TokenStep } from './wizard/TokenStep.js';
import { useSignalFeed } from './wizard/use-signal-feed.js';
import './wizard/wizard.css';
import { NotDraftState, SubmittedState } from './wizard/WizardOutcome.js';
import { WizardNav } from './wizard/WizardNav.js';
import { WizardStepper } from './wizard/WizardStepper.js';

/** The current step's content. */
const StepContent = observer(function StepContent({
  wizard,
  onLeaveDetails,
}: {
  readonly wizard: CreateSignalWizardStore;
  readonly onLeaveDetails: () => void;
}) {
  const { signal } = wizard;
  switch (wizard.step) {
    case 'method':
      return <MethodStep wizard={wizard} />;
    case 'details':
      return <DetailsStep wizard={wizard} onLeave={onLeaveDetails} />;
    case 'install':
      return <InstallStep platform={signal?.platform ?? wizard.platform ?? 'MT4'} />;
    case 'token':
      return signal && <TokenStep token={signal.token} />;
    case 'connect':
      return (
        signal && (
          <ConnectStep
            signal={signal}
            mode={wizard.connectMode}
            onConnected={(connected) => wizard.connected(connected)}
            onDirtyChange={(dirty) => wizard.setConnectDirty(dirty)}
          />
        )
      );
    case 'symbols':
      return (
        signal && (
          <SymbolsStep
            signal={signal}
            version={wizard.matcherVersion}
            onSaved={(matching) => wizard.symbolsSaved(matching)}
            onDirtyChange={(dirty) => wizard.setSymbolsDirty(dirty)}
          />
        )
      );
    case 'review':
      return <ReviewStep wizard={wizard} />;
  }
});

/** The stepper, the step under its heading, Back and Next. */
const WizardSteps = observer(function WizardSteps({ wizard }: { readonly wizard: CreateSignalWizardStore }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);
  // A new step is announced by moving focus to its heading (not on the first one: the page title has
  // it), before the paint, so focus never lands on the new step's first field and is then taken away.
  useLayoutEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    heading.current?.focus();
  }, [wizard.step]);

  const leaveDetails = async () => {
    await wizard.next();
    if (wizard.step !== 'details') return;
    const invalid = wizard.nameProblem
      ? NAME_FIELD_ID
      : wizard.descriptionProblem
        ? DESCRIPTION_FIELD_ID
        : null;
    if (invalid) document.getElementById(invalid)?.focus();
  };

  return (
    <>
      <WizardStepper wizard={wizard} />
      <section className="panel wizard-panel" aria-labelledby="wizard-step-title">
        <p className="wizard-step-count">
          {t('signal.wizard.stepOf', { step: wizard.stepIndex + 1, steps: wizard.steps.length })}
        </p>
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1}>
          {stepLabel(t, wizard.step, wizard.connMethod)}
        </h2>
        <StepContent wizard={wizard} onLeaveDetails={() => void leaveDetails()} />
        <WizardNav wizard={wizard} onNext={() => void wizard.next()} />
      </section>
    </>
  );
});

/**
 * /create-signal: the signal creation wizard; /create-signal?id=<id> resumes a draft at the first
 * step its setup has not done. Once step 2 has created the signal its id goes into the address, so a
 * reload or the list's "Continue setup" comes back to it.
 */
export const CreateSignalPage = observer(function CreateSignalPage() {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [wizard] = useState(() => new CreateSignalWizardStore(new SignalsService({ api }), ui));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const createdId = wizard.signal?.id;

  useEffect(() => {
    if (id === null) {
      if (wizard.status === 'idle' || wizard.signal !== null || wizard.notDraft !== null) wizard.reset();
    } else if (wizard.signal?.id !== id) {
      void wizard.resume(id);
    }
  }, [id, wizard]);

  useEffect(() => {
    if (createdId !== undefined && id !== createdId)
      void navigate(PATHS.resumeSignal(createdId), { replace: true });
    // Only a newly created signal moves the address; the address moving is handled above.
  }, [createdId]);

  const refresh = useCallback(() => void wizard.refresh(), [wizard]);
  useSignalFeed(createdId, refresh);

  return (
    <MemberPage
      title={t('signal.wizard.title')}
      intro={
        wizard.resumed && wizard.signal
          ? t('signalWizard.resumeIntro', { name: wizard.name })
          : t('signalWizard.intro')
      }
    >
      <LeaveGuard when={wizard.dirty} />
      {wizard.status === 'loading' || wizard.status === 'idle' ? (
        <section className="panel">
          <Skeleton rows={5} />
        </section>
      ) : wizard.status === 'failed' ? (
        <ErrorState code={wizard.errorCode ?? 'apiError'} onRetry={() => void wizard.retry()} />
      ) : wizard.notDraft ? (
        <NotDraftState signal={wizard.notDraft} />
      ) : wizard.submitted && wizard.signal ? (
        <SubmittedState signal={wizard.signal} />
      ) : (
        <WizardSteps wizard={wizard} />
      )}
    </MemberPage>
  );
});
