import type { ErrorCode } from '@signal-portal/core';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, LeaveGuard, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { Link, observer, useTranslation } from '../shared.js';
import { useBackTarget } from './use-back-target.js';
import './accounts.css';

/** What the frame needs of an editor's store. */
interface EditorState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly errorCode: ErrorCode | null;
  readonly notFound: boolean;
  readonly dirty: boolean;
  readonly saved: unknown;
  load(): Promise<void>;
}

/**
 * The page around a bank or crypto editor: the way back (to where the member came from), the loading,
 * failed and not-found states, the question before unsaved changes are lost, and the return once saved.
 */
export const AccountEditorFrame = observer(function AccountEditorFrame({
  store,
  title,
  intro,
  notFoundTitle,
  notFoundText,
  children,
}: {
  readonly store: EditorState;
  readonly title: string;
  readonly intro: string;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBackTarget();
  const saved = store.saved !== null;

  useEffect(() => {
    void store.load();
  }, [store]);

  // After the render that released the leave guard, so the return is not held.
  useEffect(() => {
    if (saved) void navigate(back.target, { replace: true });
  }, [saved]);

  const backLink = (
    <Link className="account-editor-back" to={back.target}>
      ← {t(`accountsPage.back.${back.place}`)}
    </Link>
  );

  const body = () => {
    if (store.notFound)
      return (
        <section className="panel">
          <EmptyState
            title={notFoundTitle}
            text={notFoundText}
            action={
              <Link className="button button-primary" to={back.target}>
                {t(`accountsPage.back.${back.place}`)}
              </Link>
            }
          />
        </section>
      );
    if (store.status === 'failed' && store.errorCode !== null)
      return (
        <section className="panel">
          <ErrorState code={store.errorCode} onRetry={() => void store.load()} />
        </section>
      );
    if (store.status !== 'ready')
      return (
        <section className="panel">
          <Skeleton rows={6} height={40} />
        </section>
      );
    return children;
  };

  return (
    <MemberPage title={title} intro={intro} before={backLink}>
      <LeaveGuard when={store.dirty} />
      {body()}
    </MemberPage>
  );
});
