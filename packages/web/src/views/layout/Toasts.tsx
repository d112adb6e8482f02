import { observer } from 'mobx-react-lite';

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_FALLBACK } from '../../i18n/message-text.js';
import { useMessageText } from '../../i18n/use-message-text.js';
import { type Toast, type ToastType } from '../../stores/ui.store.js';
import {
  CheckIcon,
  CloseIcon,
  CopyIcon,
  ErrorIcon,
  UiStore,
  useInjection,
  Warning2Icon,
  WarningIcon,
} from '../shared.js';

const ICONS: Readonly<Record<ToastType, () => ReactElement>> = {
  check: () => <CheckIcon />,
  error: () => <ErrorIcon />,
  copy: () => <CopyIcon />,
  warning: () => <WarningIcon />,
  warning2: () => <Warning2Icon />,
};

const ToastItem = ({ toast, onClose }: { readonly toast: Toast; readonly onClose: () => void }) => {
  const { t } = useTranslation();
  const text = useMessageText(toast.message, toast.params, TOAST_FALLBACK[toast.type]);
  const Icon = ICONS[toast.type];
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span className="toast-icon">
        <Icon />
      </span>
      <p className="toast-message">
        {text}
        {toast.count > 1 && <span className="toast-count"> ×{toast.count}</span>}
      </p>
      <button type="button" className="toast-close" onClick={onClose} aria-label={t('common.close')}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
};

/**
 * Toasts slide in from the right and go after 5 seconds, or when closed (spec section 2); identical
 * ones merge (UiStore) and at most three show. They sit at the bottom right, clear of each screen's
 * header actions (the create button); on a phone at the top, clear of the buttons at the bottom.
 */
export const Toasts = observer(function Toasts() {
  const ui = useInjection(UiStore);
  return (
    <div className="toasts" aria-live="polite">
      {ui.toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => ui.dismissToast(toast.id)} />
      ))}
    </div>
  );
});
