import { ApiClient, SignalConnectionService, SignalsService, type Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../../../di/injection.js';
import { SignalActionsStore, type InPlaceAction } from '../../../stores/signals/signal-actions.store.js';
import { UiStore } from '../../../stores/ui.store.js';
import { ConfirmDialog } from '../../components/kit/index.js';
import { ChevronDownIcon } from '../../components/icons.js';
import { ActionsMenu, type MenuEntry } from './ActionsMenu.js';
import { ACTION_LABELS, useRefusalText } from './action-texts.js';
import {
  DANGEROUS_ACTIONS,
  isInPlaceAction,
  primarySignalAction,
  signalActionItems,
  type SignalActionItem,
} from './signal-action-items.js';
import './signal-actions.css';

export interface SignalActionsProps {
  readonly signal: Signal;
  /** The signal after an action ran here: as the server returned it, or null once deleted. */
  readonly onChanged: (next: Signal | null) => void;
  /**
   * menu: the state's primary action as a button and a "more actions" menu with every action (a list
   * row); bar: every available action as a button in a row, and the same menu (a detail header).
   */
  readonly variant?: 'menu' | 'bar';
}

const CONFIRM_TEXTS = {
  disconnect: { title: 'signal.confirm.disconnectTitle', text: 'signal.confirm.disconnectText' },
  disable: { title: 'signal.confirm.disableTitle', text: 'signal.confirm.disableText' },
  archive: { title: 'signal.confirm.archiveTitle', text: 'signal.confirm.archiveText' },
  delete: { title: 'signal.confirm.deleteTitle', text: 'signal.confirm.deleteText' },
} as const;

/**
 * The actions of one signal, each offered as the core's signal rules allow it: the screens that do the
 * action are linked; the others run here through the core's services (asking first where it matters),
 * and the changed signal is handed to `onChanged`. An action the rules refuse is greyed in the menu with
 * the reason.
 */
export const SignalActions = observer(function SignalActions({
  signal,
  onChanged,
  variant = 'menu',
}: SignalActionsProps) {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const [store] = useState(
    () =>
      new SignalActionsStore({
        signals: new SignalsService({ api }),
        connection: new SignalConnectionService({ api }),
        ui,
      }),
  );
  const refusalText = useRefusalText();
  // A refusal may be explained by an error message: have those texts at hand.
  useEffect(() => {
    void ui.prepareErrorTexts();
  }, [ui]);
  const items = useMemo(() => signalActionItems(signal), [signal]);
  const primary = primarySignalAction(items);

  const run = async (action: InPlaceAction) => {
    const outcome = await store.request(signal, action);
    if (outcome) onChanged(outcome.signal);
  };
  const confirm = async () => {
    const outcome = await store.confirm(signal);
    if (outcome) onChanged(outcome.signal);
  };

  const entries: MenuEntry[] = items.map((item) => {
    const reason = refusalText(item);
    return {
      key: item.action,
      label: t(ACTION_LABELS[item.action]),
      danger: DANGEROUS_ACTIONS.has(item.action),
      ...(reason === undefined ? {} : { reason }),
      ...(item.to === null
        ? {
            onSelect: () => {
              if (isInPlaceAction(item.action)) void run(item.action);
            },
          }
        : { to: item.to }),
    };
  });

  const actionButton = (item: SignalActionItem, emphasis: 'primary' | 'secondary') => {
    const danger = DANGEROUS_ACTIONS.has(item.action);
    const className = `button ${emphasis === 'primary' ? 'button-primary' : danger ? 'button-danger-outline' : 'button-secondary'}`;
    const label = t(ACTION_LABELS[item.action]);
    if (item.to !== null) {
      return (
        <Link key={item.action} className={className} to={item.to}>
          {label}
        </Link>
      );
    }
    const { action } = item;
    if (!isInPlaceAction(action)) return null;
    return (
      <button
        key={action}
        type="button"
        className={className}
        disabled={store.busy}
        aria-busy={store.running === action}
        onClick={() => void run(action)}
      >
        {store.running === action ? t('signalList.working') : label}
      </button>
    );
  };

  const primaryEmphasis = primary?.action === 'viewDetails' ? 'secondary' : 'primary';
  const others =
    variant === 'bar'
      ? items.filter((item) => item.refusal === null && item !== primary && item.action !== 'viewDetails')
      : [];

  return (
    <div className={`signal-actions signal-actions-${variant}`}>
      {primary &&
        !(variant === 'bar' && primary.action === 'viewDetails') &&
        actionButton(primary, primaryEmphasis)}
      {others.map((item) => actionButton(item, 'secondary'))}
      <ActionsMenu
        label={t('signalList.menuLabel', { name: signal.name })}
        entries={entries}
        disabled={store.busy}
      >
        <span>{t('common.actions')}</span>
        <ChevronDownIcon size={16} />
      </ActionsMenu>
      {store.confirming && (
        <ConfirmDialog
          title={t(CONFIRM_TEXTS[store.confirming].title)}
          text={t(CONFIRM_TEXTS[store.confirming].text)}
          confirmLabel={t(ACTION_LABELS[store.confirming])}
          danger={DANGEROUS_ACTIONS.has(store.confirming)}
          busy={store.busy}
          onConfirm={() => void confirm()}
          onCancel={() => store.cancelConfirm()}
        />
      )}
    </div>
  );
});
