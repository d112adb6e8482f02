import type { Migration } from '../migrate.js';

/**
 * A site may give its header hyperlink a text per interface language (language -> text); languages
 * without one keep showing `hyperlink_context`.
 */
export const siteHyperlinkTextsMigration: Migration = {
  version: 72,
  name: 'site-hyperlink-texts',
  sql: /* sql */ `
ALTER TABLE sites ADD COLUMN hyperlink_context_by_language jsonb NOT NULL DEFAULT '{}'::jsonb;
`,
};
