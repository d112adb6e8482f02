import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface MenuEntry {
  readonly key: string;
  readonly label: string;
  /** Why the entry cannot be chosen now; the entry is then greyed and says so. */
  readonly reason?: string;
  /** A screen to open, or else… */
  readonly to?: string;
  /** …what choosing it does. */
  readonly onSelect?: () => void;
  readonly danger?: boolean;
}

/**
 * A WAI-ARIA menu button: the button says it opens a menu and whether it is open; the menu's items are
 * reached with the arrow keys (Home/End too), Escape closes it and gives focus back to the button, Tab
 * closes it and moves on. A disabled item stays reachable (aria-disabled) and shows why as text.
 */
export const ActionsMenu = ({
  label,
  entries,
  disabled = false,
  children,
}: {
  /** The button's accessible name (holding its visible text) and the menu's. */
  readonly label: string;
  readonly entries: readonly MenuEntry[];
  readonly disabled?: boolean;
  /** The button's visible content. */
  readonly children: ReactNode;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  /** Which item takes focus when the menu opens: the first, the last, or none (a mouse click). */
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');

  items.current.length = entries.length;

  const focusItem = (index: number) => {
    const count = entries.length;
    if (count === 0) return;
    items.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(initialFocus === 'first' ? 0 : entries.length - 1);
    const closeOutside = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
    // Focus moves once, when the menu opens.
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const openWith = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(entries.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      case ' ': {
        // Space chooses a link item as it does a button item.
        const item = items.current[current];
        if (item instanceof HTMLAnchorElement) {
          event.preventDefault();
          item.click();
        }
        break;
      }
    }
  };

  const choose = (entry: MenuEntry) => {
    if (entry.reason !== undefined) return;
    close(entry.to === undefined);
    entry.onSelect?.();
  };

  return (
    <div className="actions-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button-secondary actions-menu-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          className="actions-menu-list"
          onKeyDown={onMenuKey}
        >
          {entries.map((entry, index) => {
            const unavailable = entry.reason !== undefined;
            const className = [
              'actions-menu-item',
              entry.danger ? 'actions-menu-item-danger' : '',
              unavailable ? 'actions-menu-item-disabled' : '',
            ]
              .filter(Boolean)
              .join(' ');
            const content = (
              <>
                <span className="actions-menu-label">{entry.label}</span>
                {unavailable && <span className="actions-menu-reason">{entry.reason}</span>}
              </>
            );
            const ref = (element: HTMLElement | null) => {
              items.current[index] = element;
            };
            return entry.to !== undefined && !unavailable ? (
              <Link
                key={entry.key}
                ref={ref}
                to={entry.to}
                role="menuitem"
                tabIndex={-1}
                className={className}
                onClick={() => choose(entry)}
              >
                {content}
              </Link>
            ) : (
              <button
                key={entry.key}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={unavailable || undefined}
                className={className}
                onClick={() => choose(entry)}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
};
