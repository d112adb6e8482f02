import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A small "i" beside a figure: its definition on hover, on keyboard focus and on tap. The text is in
 * the DOM and named by aria-describedby, so a screen reader reads it with the button.
 */
export const InfoTip = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="info-tip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="info-tip-button"
        aria-label={`${t('kit.moreInfo')}: ${label}`}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        i
      </button>
      <span id={id} role="tooltip" className={open ? 'info-tip-text info-tip-open' : 'info-tip-text'}>
        {children}
      </span>
    </span>
  );
};
