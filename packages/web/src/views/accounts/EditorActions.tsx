import { Link, useTranslation } from '../shared.js';
import { useBackTarget } from './use-back-target.js';

/** Save and cancel under an editor; cancel returns where the member came from (asking if unsaved). */
export const EditorActions = ({ saving }: { readonly saving: boolean }) => {
  const { t } = useTranslation();
  const back = useBackTarget();
  return (
    <div className="account-editor-actions">
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? t('accountsPage.form.saving') : t('accountsPage.form.save')}
      </button>
      <Link className="button button-secondary" to={back.target}>
        {t('common.cancel')}
      </Link>
    </div>
  );
};
