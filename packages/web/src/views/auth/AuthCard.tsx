import type { ReactNode } from 'react';
import './auth.css';

/** The centred card of the log-in, sign-up and email screens. */
export const AuthCard = ({
  title,
  subtitle,
  children,
  footer,
}: {
  readonly title: string;
  readonly subtitle?: string;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}) => (
  <div className="auth-page">
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" tabIndex={-1}>
        {title}
      </h1>
      {subtitle && <p className="auth-subtitle">{subtitle}</p>}
      {children}
    </section>
    {footer && <p className="auth-footer">{footer}</p>}
  </div>
);
