import { observer } from 'mobx-react-lite';

import { useEffect, useRef } from 'react';

import { useTranslation } from 'react-i18next';

import { type LegalDocument } from '../../stores/ui.store.js';
import { CloseIcon, UiStore, useInjection } from '../shared.js';

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] as const;

/**
 * The terms of service or the privacy policy in a modal dialog (the browser's <dialog>: focus stays
 * inside, Escape closes it). Its own chunk, loaded with the legal texts when first opened.
 */
export const LegalDialog = observer(function LegalDialog({ document }: { readonly document: LegalDocument }) {
  const ui = useInjection(UiStore);
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const title = document === 'privacy' ? t('legal.privacyTitle') : t('legal.termsTitle');
  return (
    <dialog
      ref={dialog}
      className="legal-dialog"
      aria-labelledby="legal-title"
      onClose={() => ui.closeLegal()}
    >
      <div className="legal-head">
        <h2 id="legal-title">{title}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => ui.closeLegal()}
          aria-label={t('common.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="legal-text">
        {PARAGRAPHS.map((paragraph) => (
          <p key={paragraph}>{t(`legal.${document}.${paragraph}`)}</p>
        ))}
      </div>
      <div className="legal-actions">
        <button type="button" className="button button-primary" onClick={() => ui.closeLegal()}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
});
