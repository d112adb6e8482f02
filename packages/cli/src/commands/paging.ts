import type { Page, PageQuery } from '@signal-portal/core';
import type { Outcome, ViewContext } from '../runner/command.js';
import { MAX_PAGE } from '../runner/options.js';

/** 'Page 1 of 3 · Total: 45' under a table of one page. */
export const pageFooter = (page: Page<unknown>, { t }: ViewContext): string => {
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
  return `${t('common.pageOf', { page: page.page, pages })} · ${t('common.totalCount', { count: page.total })}`;
};

/**
 * Every page of a list from the first, each handed out as it arrives (so rows can be written before
 * the next page is asked for). Stops after the page that reaches the total the server counted, at an
 * empty page (rows removed meanwhile), at the server's last page number, or at the first refusal,
 * which is handed out last.
 */
export async function* followPages<V>(
  fetch: (paging: PageQuery) => Promise<Outcome<V>>,
  pageOf: (value: V) => Page<unknown>,
  pageSize: number,
): AsyncGenerator<Outcome<V>> {
  let seen = 0;
  for (let page = 1; page <= MAX_PAGE; page += 1) {
    const answer = await fetch({ page, pageSize });
    yield answer;
    if (answer.error) return;
    const { list, total } = pageOf(answer.value);
    seen += list.length;
    if (list.length === 0 || seen >= total) return;
  }
}
