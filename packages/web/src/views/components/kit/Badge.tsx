import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short state label (review, running, connection): colour and text, never colour alone. */
export const Badge = ({
  tone = 'neutral',
  title,
  children,
}: {
  readonly tone?: BadgeTone;
  /** A longer explanation, e.g. why a connection was lost. */
  readonly title?: string;
  readonly children: ReactNode;
}) => (
  <span className={`state-badge state-badge-${tone}`} title={title}>
    {children}
  </span>
);
