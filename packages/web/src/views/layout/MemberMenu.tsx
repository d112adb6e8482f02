import { observer } from 'mobx-react-lite';

import { useEffect, useId, useRef, useState } from 'react';

import { useTranslation } from 'react-i18next';

import { Link, useLocation } from 'react-router-dom';

import { formatMoney } from '../../format.js';

import { Avatar } from './Avatar.js';
import { ChevronDownIcon, LanguageStore, PATHS, SessionStore, useInjection, WalletStore } from '../shared.js';

/** Closes the menu on a click outside it and on Escape. */
const useDismiss = (open: boolean, close: () => void, container: React.RefObject<HTMLDivElement | null>) => {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, container]);
};

/** The member's menu, 248px wide: the username, the balance and the member pages, and logout. */
export const MemberMenu = observer(function MemberMenu() {
  const session = useInjection(SessionStore);
  const wallet = useInjection(WalletStore);
  const language = useInjection(LanguageStore);
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);
  useDismiss(open, close, container);
  useEffect(() => setOpen(false), [pathname]);

  const user = session.user;
  if (!user) return null;
  const entries = [
    { to: PATHS.accountSettings, label: t('layout.accountSettings') },
    { to: PATHS.signals, label: t('layout.signalManage') },
    { to: PATHS.userAssets, label: t('layout.assets') },
    { to: PATHS.report, label: t('layout.report') },
    { to: PATHS.referral, label: t('layout.referral') },
  ];
  return (
    <div className="member-menu" ref={container}>
      <button
        type="button"
        className="member-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Avatar user={user} size={32} />
        <span className="member-menu-name">{user.username}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div className="member-menu-panel" id={menuId}>
          <div className="member-menu-head">
            <Avatar user={user} size={40} />
            <div>
              <p className="member-menu-username">{user.username}</p>
              <p className="member-menu-balance">
                {t('layout.balance')}: {formatMoney(wallet.wallet.balance, language.language)} USD
              </p>
            </div>
          </div>
          <ul className="member-menu-list">
            {entries.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="member-menu-item">
                  {entry.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="member-menu-item" onClick={() => void session.logout()}>
                {t('layout.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
});
