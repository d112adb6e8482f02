import { useId } from 'react';

import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';
import { ExternalLinkIcon, Icon, PATHS } from '../shared.js';

/**
 * A guest's header on a phone (below 768 px, where the log-in/register toggle and the site's
 * hyperlink do not fit beside the logo and the language): a menu button opening a full-width sheet
 * with log in, register and the hyperlink. The sheet is a popover, so the browser gives it the
 * expanded state, closing by Escape and by a press outside, and the top layer, all without script;
 * choosing an entry closes it. Wider screens show the entries in the header and hide this.
 */
export const GuestMenu = ({
  link,
}: {
  readonly link: { readonly text: string; readonly url: string } | null;
}) => {
  const { t } = useTranslation();
  const menuId = useId();
  return (
    <div className="guest-menu">
      <button type="button" className="guest-menu-button" popoverTarget={menuId}>
        <Icon size={22}>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </Icon>
        <span className="visually-hidden">{t('layout.menu')}</span>
      </button>
      <div
        className="guest-menu-panel"
        id={menuId}
        popover="auto"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) event.currentTarget.hidePopover();
        }}
      >
        <ul className="member-menu-list">
          <li>
            <Link to={PATHS.login} className="member-menu-item">
              {t('layout.login')}
            </Link>
          </li>
          <li>
            <Link to={PATHS.register} className="member-menu-item">
              {t('layout.register')}
            </Link>
          </li>
          {link && (
            <li>
              <a className="member-menu-item" href={link.url} target="_blank" rel="noopener noreferrer">
                {link.text}
                <ExternalLinkIcon size={16} />
                <span className="visually-hidden">({t('layout.opensInNewWindow')})</span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
};
