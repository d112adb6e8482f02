import { errorMessageKey, type ErrorCode } from '@signal-portal/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/use-message-text.js';
import { ErrorIcon } from '../icons.js';
import { useOnRecovered } from '../use-on-recovered.js';

/** Grey bars where content is loading, so the page keeps its shape (announced as loading). */
export const Skeleton = ({ rows = 3, height = 20 }: { readonly rows?: number; readonly height?: number }) => {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton-bar" style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
};

/** Nothing to show yet: what that means and the one action that changes it. */
export const EmptyState = ({
  title,
  text,
  action,
}: {
  readonly title: string;
  readonly text?: string;
  readonly action?: ReactNode;
}) => (
  <div className="empty-state">
    <p className="empty-state-title">{title}</p>
    {text && <p className="empty-state-text">{text}</p>}
    {action && <div className="empty-state-action">{action}</div>}
  </div>
);

/**
 * A load that failed: its translated reason and a retry button. It retries by itself when the server
 * can be reached again (the offline banner clears), so no failure stays on screen after a recovery.
 */
export const ErrorState = ({ code, onRetry }: { readonly code: ErrorCode; readonly onRetry: () => void }) => {
  const { t } = useTranslation();
  useOnRecovered(onRetry);
  // The error messages may not be there yet (or not be fetchable): a general one shows meanwhile.
  const reason = useMessageText(errorMessageKey(code), {}, errorMessageKey('apiError'));
  return (
    <div className="error-state" role="alert">
      <ErrorIcon size={24} />
      <div>
        <p className="error-state-title">{t('kit.loadFailed')}</p>
        <p className="error-state-text">{reason}</p>
      </div>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
};
