import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import './member.css';
import { usePageTitle } from '../components/kit/use-page-title.js';
import { ClockIcon } from '../shared.js';

/**
 * The frame of a member screen: 1080px wide (one column on a phone), a title with actions, a short
 * introduction. The title names the browser tab, and focus moves to it when the screen opens, so a
 * screen-reader user hears where a navigation led.
 */
export const MemberPage = ({
  title,
  intro,
  actions,
  before,
  children,
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly actions?: ReactNode;
  /** Above the title, e.g. a link back to the list. */
  readonly before?: ReactNode;
  readonly children?: ReactNode;
}) => {
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="member-content">
      {before}
      <div className="page-head">
        <div className="page-title">
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {intro && <p className="page-intro">{intro}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
};

/**
 * A screen whose main part the web portal does not have yet, said plainly so nobody takes it for an
 * empty list or waits for it; `command` names the CLI command that does the job today, if one does.
 */
export const NotInPortalSection = ({
  command,
  children,
}: {
  readonly command?: string;
  readonly children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <section className="panel upcoming">
      <span className="upcoming-icon">
        <ClockIcon size={28} />
      </span>
      <div>
        <p className="badge">{t('web.notInPortal')}</p>
        <p className="upcoming-text">{t('web.notInPortalText')}</p>
        {command && (
          <p className="upcoming-text">
            {t('web.notInPortalCli')} <code>{command}</code>
          </p>
        )}
        {children}
      </div>
    </section>
  );
};
