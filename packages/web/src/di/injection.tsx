import type { interfaces } from 'inversify';
import { createContext, useContext, useState, type ReactNode } from 'react';

// Views reach the container through these two, with the API of inversify-react (a Provider and
// useInjection, resolved once per component). inversify-react itself ships a 6.5 KB UMD bundle with
// class-component decorators the app does not use; the guests' 150 KB budget has no room for it.

const ContainerContext = createContext<interfaces.Container | null>(null);

export const ContainerProvider = ({
  container,
  children,
}: {
  readonly container: interfaces.Container;
  readonly children: ReactNode;
}) => <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;

/** The container's instance for a token, resolved at the first render and kept for the component's life. */
export const useInjection = <T,>(token: interfaces.ServiceIdentifier<T>): T => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection outside the ContainerProvider');
  const [instance] = useState(() => container.get<T>(token));
  return instance;
};
