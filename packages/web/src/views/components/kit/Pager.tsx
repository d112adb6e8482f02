import { useTranslation } from 'react-i18next';

/** Previous / next with "Page 2 of 7"; hidden when everything fits on one page. */
export const Pager = ({
  page,
  pageSize,
  total,
  onPage,
  disabled = false,
}: {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pageOf', { page, pages })}>
      <button
        type="button"
        className="button button-secondary"
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previousPage')}
      </button>
      <span className="pager-position" aria-live="polite">
        {t('common.pageOf', { page, pages })}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.nextPage')}
      </button>
    </nav>
  );
};
