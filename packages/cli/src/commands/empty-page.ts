import type { Page } from '@signal-portal/core';
import type { ViewContext } from '../runner/command.js';

/**
 * What an empty table says: that nothing exists yet, or, when there are rows but the page asked for
 * lies past the last one (`--page 99`), which page is the last.
 */
export const emptyPageText = (page: Page<unknown>, nothingYet: string, { t }: ViewContext): string => {
  if (page.total <= 0) return nothingYet;
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
  return t('cliRun.list.pastLastPage', { page: page.page, pages, count: page.total });
};
