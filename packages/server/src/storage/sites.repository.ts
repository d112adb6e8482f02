import { isLanguage, type HyperlinkContextByLanguage, type SiteInfo } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

interface SiteRow {
  id: string;
  name: string;
  domain: string;
  api_domain: string;
  ws_domain: string;
  site_name: string;
  favicon: string;
  light_logo: string;
  hyperlink_context: string;
  hyperlink_context_by_language: unknown;
  hyperlink_url: string;
  hyperlink_hide: boolean;
  enable: boolean;
  certificate_is_ready: boolean;
  ingress_is_ready: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The stored language -> text map, keeping only languages of the interface with a text. */
const contextsOf = (stored: unknown): HyperlinkContextByLanguage => {
  const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([language, text]) => isLanguage(language) && typeof text === 'string'),
  );
};

const toSite = (row: SiteRow): SiteInfo => ({
  id: row.id,
  name: row.name,
  domain: row.domain,
  apiDomain: row.api_domain,
  wsDomain: row.ws_domain,
  siteName: row.site_name,
  favicon: row.favicon,
  lightLogo: row.light_logo,
  hyperlinkContext: row.hyperlink_context,
  hyperlinkContextByLanguage: contextsOf(row.hyperlink_context_by_language),
  hyperlinkUrl: row.hyperlink_url,
  hyperlinkHide: row.hyperlink_hide,
  enable: row.enable,
  certificateIsReady: row.certificate_is_ready,
  ingressIsReady: row.ingress_is_ready,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const findSiteById = async (db: SqlExecutor, id: string): Promise<SiteInfo | undefined> => {
  const { rows } = await db.query<SiteRow>('SELECT * FROM sites WHERE id = $1', [id]);
  return rows[0] ? toSite(rows[0]) : undefined;
};

export const findSiteByDomain = async (db: SqlExecutor, domain: string): Promise<SiteInfo | undefined> => {
  const { rows } = await db.query<SiteRow>('SELECT * FROM sites WHERE lower(domain) = lower($1)', [domain]);
  return rows[0] ? toSite(rows[0]) : undefined;
};

export const listSites = async (db: SqlExecutor): Promise<SiteInfo[]> =>
  (await db.query<SiteRow>('SELECT * FROM sites ORDER BY created_at')).rows.map(toSite);

/** Creates the site or updates every field of it (operators' `site` command, the demo seed). */
export const upsertSite = async (db: SqlExecutor, site: SiteInfo): Promise<SiteInfo> => {
  const { rows } = await db.query<SiteRow>(
    `INSERT INTO sites (id, name, domain, api_domain, ws_domain, site_name, favicon, light_logo, hyperlink_context,
       hyperlink_url, hyperlink_hide, enable, certificate_is_ready, ingress_is_ready, created_at, updated_at,
       hyperlink_context_by_language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, domain = EXCLUDED.domain, api_domain = EXCLUDED.api_domain,
       ws_domain = EXCLUDED.ws_domain, site_name = EXCLUDED.site_name, favicon = EXCLUDED.favicon,
       light_logo = EXCLUDED.light_logo, hyperlink_context = EXCLUDED.hyperlink_context,
       hyperlink_url = EXCLUDED.hyperlink_url, hyperlink_hide = EXCLUDED.hyperlink_hide, enable = EXCLUDED.enable,
       certificate_is_ready = EXCLUDED.certificate_is_ready, ingress_is_ready = EXCLUDED.ingress_is_ready,
       updated_at = EXCLUDED.updated_at, hyperlink_context_by_language = EXCLUDED.hyperlink_context_by_language
     RETURNING *`,
    [
      site.id,
      site.name,
      site.domain,
      site.apiDomain,
      site.wsDomain,
      site.siteName,
      site.favicon,
      site.lightLogo,
      site.hyperlinkContext,
      site.hyperlinkUrl,
      site.hyperlinkHide,
      site.enable,
      site.certificateIsReady,
      site.ingressIsReady,
      site.createdAt,
      site.updatedAt,
      JSON.stringify(site.hyperlinkContextByLanguage ?? {}),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('upsertSite returned no row');
  return toSite(row);
};
