import type { ConnMethod } from '@signal-portal/core';
import type { TFunction } from 'i18next';
import type { WizardStep } from '../../../stores/signals/create-signal-wizard.store.js';

/** A step's name in the stepper and as its heading; the connect step is named after the method. */
export const stepLabel = (t: TFunction, step: WizardStep, method: ConnMethod | null): string => {
  switch (step) {
    case 'method':
      return t('signal.wizard.steps.method');
    case 'details':
      return t('signal.wizard.steps.info');
    case 'install':
      return t('signal.wizard.steps.install');
    case 'token':
      return t('signal.wizard.steps.token');
    case 'connect':
      if (method === 'API_KEY') return t('signalWizard.steps.connectApiKey');
      if (method === 'EA') return t('signalWizard.steps.connectTool');
      return t('signal.wizard.steps.server');
    case 'symbols':
      return t('signal.wizard.steps.symbols');
    case 'review':
      return t('signal.wizard.steps.review');
  }
};
