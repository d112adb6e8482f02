import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../di/injection.js';
import { UiStore } from '../../../stores/ui.store.js';
import { CopyIcon } from '../icons.js';

/** Copies `text` to the clipboard and confirms with the copy toast (spec: toast type copy). */
export const CopyButton = ({ text, label }: { readonly text: string; readonly label?: string }) => {
  const { t } = useTranslation();
  const ui = useInjection(UiStore);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      ui.showToast('copy', 'toast.copied');
    } catch {
      // No clipboard permission (an insecure origin): the text stays selectable beside the button.
      ui.showToast('warning', 'kit.copyFailed');
    }
  };
  return (
    <button type="button" className="button button-secondary" onClick={() => void copy()}>
      <CopyIcon size={18} />
      {label ?? t('common.copy')}
    </button>
  );
};
