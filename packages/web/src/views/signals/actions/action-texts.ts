import { errorMessageKey } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../stores/ui.store.js';
import type { SignalActionItem, SignalMenuAction } from './signal-action-items.js';

/** The label of each action: the signal namespace's, and this screen's for the two of its own. */
export const ACTION_LABELS: Readonly<Record<SignalMenuAction, TextKey>> = {
  viewDetails: 'signal.actions.viewDetails',
  continueSetup: 'signalList.actions.continueSetup',
  edit: 'signal.actions.edit',
  matchSymbols: 'signal.actions.matchSymbols',
  placeOrder: 'signal.actions.placeOrder',
  connect: 'signal.actions.connect',
  reconnect: 'signal.actions.reconnect',
  retryConnection: 'signalList.actions.retryConnection',
  disconnect: 'signal.actions.disconnect',
  submit: 'signal.actions.submit',
  enable: 'signal.actions.enable',
  disable: 'signal.actions.disable',
  archive: 'signal.actions.archive',
  delete: 'signal.actions.delete',
};

/**
 * Why an action is refused, in a short hint: worded for the action where there is such a text
 * (signalList.reasonsFor.<rule>.<CODE>), else per code (signalList.reasons.<CODE>), else the error
 * message of the code.
 */
export const useRefusalText = (): ((item: SignalActionItem) => string | undefined) => {
  const { t, i18n } = useTranslation();
  return (item) => {
    if (item.refusal === null) return undefined;
    // Keys built from a rule and a code: not every pair has a text, so each is looked up first.
    const specific = `signalList.reasonsFor.${item.rule ?? ''}.${item.refusal}`;
    if (item.rule !== null && i18n.exists(specific)) return t(specific as TextKey);
    const generic = `signalList.reasons.${item.refusal}`;
    if (i18n.exists(generic)) return t(generic as TextKey);
    return t(errorMessageKey(item.refusal));
  };
};
