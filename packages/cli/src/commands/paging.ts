import type { Page } from '@signal-portal/core';
import type { ViewContext } from '../runner/command.js';

/** 'Page 1 of 3 · Total: 45' under a table of one page. */
export const pageFooter = (page: Page<unknown>, { t }: ViewContext): string => {
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
  return `${t('common.pageOf', { page: page.page, pages })} · ${t('common.totalCount', { count: page.total })}`;
};
