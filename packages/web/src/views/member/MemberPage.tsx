import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import './member.css';
import { ClockIcon } from '../shared.js';

/** The frame of a member screen: 1080px wide, a title with actions, a short introduction. */
export const MemberPage = ({
  title,
  intro,
  actions,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}) => (
  <div className="member-content">
    <div className="page-head">
      <div>
        <h1>{title}</h1>
        <p className="page-intro">{intro}</p>
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
    {children}
  </div>
);

/** Where a screen's main part will be: said plainly, so nobody takes it for an empty list. */
export const UpcomingSection = ({ children }: { readonly children?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <section className="panel upcoming">
      <span className="upcoming-icon">
        <ClockIcon size={28} />
      </span>
      <div>
        <p className="badge">{t('web.comingSoon')}</p>
        <p className="upcoming-text">{t('web.comingSoonText')}</p>
        {children}
      </div>
    </section>
  );
};
