import {
  checkSignalAction,
  isSignalDraft,
  type ErrorCode,
  type Signal,
  type SignalActionType,
} from '@signal-portal/core';
import { PATHS } from '../../../routing/paths.js';
import { IN_PLACE_ACTIONS, type InPlaceAction } from '../../../stores/signals/signal-actions.store.js';

/** What the actions menu offers for a signal, in the order it lists them. */
export const SIGNAL_MENU_ACTIONS = [
  'viewDetails',
  'continueSetup',
  'edit',
  'matchSymbols',
  'placeOrder',
  'connect',
  'reconnect',
  'retryConnection',
  'disconnect',
  'submit',
  'enable',
  'disable',
  'archive',
  'delete',
] as const;
export type SignalMenuAction = (typeof SIGNAL_MENU_ACTIONS)[number];

export const isInPlaceAction = (action: SignalMenuAction): action is InPlaceAction =>
  (IN_PLACE_ACTIONS as readonly SignalMenuAction[]).includes(action);

/** Destroying actions, drawn in red. */
export const DANGEROUS_ACTIONS: ReadonlySet<SignalMenuAction> = new Set(['archive', 'delete']);

export interface SignalActionItem {
  readonly action: SignalMenuAction;
  /** Where the action is done, or null for one run in place. */
  readonly to: string | null;
  /** The core rule that decides it, or null when nothing but the signal's existence does. */
  readonly rule: SignalActionType | null;
  /** Why the rule refuses it now, or null when it is available. */
  readonly refusal: ErrorCode | null;
}

/** The core's signal rule behind each action. */
const RULES: Readonly<Record<SignalMenuAction, SignalActionType | null>> = {
  viewDetails: null,
  continueSetup: 'update',
  edit: 'update',
  matchSymbols: 'matchSymbols',
  placeOrder: null,
  connect: 'connect',
  reconnect: 'reconnect',
  retryConnection: 'reconnect',
  disconnect: 'disconnect',
  submit: 'submit',
  enable: 'enable',
  disable: 'disable',
  archive: 'archive',
  delete: 'delete',
};

const pathOf = (action: SignalMenuAction, id: string): string | null => {
  switch (action) {
    case 'viewDetails':
      return PATHS.signalDetail(id);
    case 'continueSetup':
      return PATHS.resumeSignal(id);
    case 'edit':
      return PATHS.signalEdit(id);
    case 'matchSymbols':
      return PATHS.symbolList(id);
    case 'placeOrder':
      return PATHS.placeOrder(id);
    case 'connect':
    case 'reconnect':
      return PATHS.linkSignal(id);
    case 'retryConnection':
    case 'disconnect':
    case 'submit':
    case 'enable':
    case 'disable':
    case 'archive':
    case 'delete':
      return null;
  }
};

/**
 * Whether the signal has ever reached its account: then the link screen reconnects it, otherwise it
 * connects it for the first time (the rules accept both on a disconnected signal).
 */
const wasConnected = (signal: Signal): boolean =>
  signal.connStatus !== 'DISCONNECTED' || signal.performance !== null || signal.info.number !== '';

/** Which actions the menu shows for this signal: every one that concerns it, available or not. */
const concerns = (signal: Signal, action: SignalMenuAction): boolean => {
  switch (action) {
    case 'continueSetup':
      return isSignalDraft(signal);
    case 'placeOrder':
      return signal.platform === 'TWSE';
    case 'connect':
      return !wasConnected(signal);
    case 'reconnect':
      return wasConnected(signal);
    case 'retryConnection':
      // The saved link is tried again only after a loss; a new link goes through the link screen.
      return signal.connStatus === 'LOST';
    case 'viewDetails':
    case 'edit':
    case 'matchSymbols':
    case 'disconnect':
    case 'submit':
    case 'enable':
    case 'disable':
    case 'archive':
    case 'delete':
      return true;
  }
};

const refusalOf = (signal: Signal, rule: SignalActionType | null): ErrorCode | null => {
  if (rule === null) return signal.deletedAt === null ? null : 'SIGNAL_DELETED';
  const check = checkSignalAction(signal, rule);
  return check.error ? check.value : null;
};

/** Every action of the menu for the signal, each with the core rule's verdict. */
export const signalActionItems = (signal: Signal): SignalActionItem[] =>
  SIGNAL_MENU_ACTIONS.filter((action) => concerns(signal, action)).map((action) => {
    const rule = RULES[action];
    return { action, to: pathOf(action, signal.id), rule, refusal: refusalOf(signal, rule) };
  });

/** The first of these that is available, by the state's priority. */
const PRIMARY_ORDER: readonly SignalMenuAction[] = [
  'retryConnection',
  'submit',
  'continueSetup',
  'enable',
  'connect',
  'reconnect',
];

/**
 * The action the signal's state calls for, shown as a button beside the menu: retry a lost connection,
 * submit a ready draft ("Submit for review"), resume an unfinished one ("Continue setup"), enable an
 * approved one, connect a disconnected one; otherwise its details (an archived signal, one under review
 * or one already live).
 */
export const primarySignalAction = (items: readonly SignalActionItem[]): SignalActionItem | null => {
  const available = items.filter((item) => item.refusal === null);
  for (const action of PRIMARY_ORDER) {
    const found = available.find((item) => item.action === action);
    if (found) return found;
  }
  return available.find((item) => item.action === 'viewDetails') ?? null;
};
