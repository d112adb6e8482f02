import { useInjection } from '../di/injection.js';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionStore } from '../stores/session.store.js';
import { guardRedirect, type Audience } from './guard.js';

const fromOf = (state: unknown): string | undefined => {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' ? from : undefined;
};

/** Shows a route's screen to its audience and sends anyone else where the guard says. */
export const RouteGuard = observer(function RouteGuard({
  audience,
  children,
}: {
  readonly audience: Audience;
  readonly children: ReactNode;
}) {
  const session = useInjection(SessionStore);
  const location = useLocation();
  const redirect = guardRedirect({
    audience,
    path: location.pathname + location.search,
    isMember: session.isMember,
    emailRedirect: session.emailRedirect(location.pathname),
    from: fromOf(location.state),
  });
  if (redirect)
    return <Navigate to={redirect.to} replace state={redirect.from ? { from: redirect.from } : null} />;
  return children;
});
