import type { ReactNode } from 'react';

import './member.css';
import { usePageTitle } from '../components/kit/use-page-title.js';

/**
 * The frame of a member screen: 1080px wide (one column on a phone), a title with actions, a short
 * introduction. The title names the browser tab; after a navigation focus moves to it (the routes'
 * FocusMainHeading), so a screen-reader user hears where the navigation led.
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
  return (
    <div className="member-content">
      {before}
      <div className="page-head">
        <div className="page-title">
          <h1 tabIndex={-1}>{title}</h1>
          {intro && <p className="page-intro">{intro}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
};
