import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  fail,
  HYPERLINK_CONTEXT_MAX_LENGTH,
  LANGUAGES,
  ok,
  type Language,
  type Result,
  type SiteInfo,
} from '@signal-portal/core';
import { advanceClockOffset, parseDuration, readClockOffset } from '../clock/sim-clock.js';
import { nowOf, type ServerContext } from '../context.js';
import { SITE_DISABLED_EVENT } from '../feed/feed-hub.js';
import { issueSiteToken } from '../http/site-token.js';
import { newId } from '../ids.js';
import { ensureRobotJobs } from '../followers/robot-job-schedule.js';
import { findSiteById, listSites, upsertSite } from '../storage/sites.repository.js';
import { endpointsOf } from '../web/entry-page.js';
import type { OpsCommand } from './ops-command.js';
import { UsageError, type OpsArgs } from './ops-runner.js';

/** The editable fields of a site, as flags. */
const SITE_FLAGS = {
  name: 'name',
  domain: 'domain',
  'site-name': 'siteName',
  favicon: 'favicon',
  'light-logo': 'lightLogo',
  'hyperlink-context': 'hyperlinkContext',
  'hyperlink-url': 'hyperlinkUrl',
  'hyperlink-hide': 'hyperlinkHide',
  enable: 'enable',
  'api-domain': 'apiDomain',
  'ws-domain': 'wsDomain',
} as const satisfies Record<string, keyof SiteInfo>;
type SiteFlag = keyof typeof SITE_FLAGS;

/** `--hyperlink-context-ja-JP <text>`: the hyperlink's text in one language; an empty text removes it. */
const LANGUAGE_TEXT_FLAG = /^hyperlink-context-(.+)$/;

/** The language a per-language flag names (any letter case), or undefined when it names none. */
const languageOfFlag = (flag: string): Language | undefined => {
  const named = LANGUAGE_TEXT_FLAG.exec(flag)?.[1]?.toLowerCase();
  return LANGUAGES.find((language) => language.toLowerCase() === named);
};

const SITE_FLAGS_USAGE =
  '--name <slug> --domain <host> --site-name <text> [--favicon <url|@file>] [--light-logo <url|@file>] ' +
  '[--hyperlink-context <text>] [--hyperlink-context-<language> <text>] [--hyperlink-url <url>] [--hyperlink-hide true|false] [--enable true|false] ' +
  '[--api-domain <url>] [--ws-domain <url>]';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};
const MAX_IMAGE_BYTES = 256 * 1024;

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>]{1,2000}$/i;
const WS_URL = /^wss?:\/\/[^\s"'<>]{1,2000}$/i;
const IMAGE = /^(https?:\/\/[^\s"'<>]{1,2000}|data:image\/(png|jpeg|webp|svg\+xml|x-icon)[;,][^\s"]*)$/i;

const knownFlags = (flags: Readonly<Record<string, string>>): Partial<Record<SiteFlag, string>> => {
  for (const flag of Object.keys(flags)) {
    if (flag in SITE_FLAGS) continue;
    if (LANGUAGE_TEXT_FLAG.test(flag) && languageOfFlag(flag) === undefined) {
      throw new UsageError(`--${flag}: the language is one of ${LANGUAGES.join(', ')}`);
    }
    if (languageOfFlag(flag) === undefined) throw new UsageError(`unknown flag --${flag}`);
  }
  return flags;
};

/** The site's per-language hyperlink texts with the `--hyperlink-context-<language>` flags applied. */
const applyLanguageTexts = (
  current: SiteInfo['hyperlinkContextByLanguage'],
  flags: Readonly<Record<string, string>>,
): Partial<Record<Language, string>> => {
  const texts: Partial<Record<Language, string>> = { ...current };
  for (const [flag, value] of Object.entries(flags)) {
    const language = languageOfFlag(flag);
    if (language === undefined) continue;
    const text = value.trim();
    if (text === '') delete texts[language];
    else texts[language] = text;
  }
  return texts;
};

const booleanFlag = (value: string, flag: string): boolean => {
  if (value === 'true' || value === 'false') return value === 'true';
  throw new UsageError(`--${flag} takes true or false`);
};

/** `@path/to/logo.svg` -> a data URI of the file; anything else as it is. */
const imageValue = async (value: string): Promise<string | undefined> => {
  if (!value.startsWith('@')) return value;
  const type = IMAGE_TYPES[extname(value).toLowerCase()];
  if (!type) return undefined;
  const bytes = await readFile(value.slice(1)).catch(() => undefined);
  if (!bytes || bytes.length > MAX_IMAGE_BYTES) return undefined;
  return `data:${type};base64,${bytes.toString('base64')}`;
};

/** The site with the flags applied, or the refusal of the first invalid field. */
const applyFlags = async (
  site: SiteInfo,
  flags: Partial<Record<SiteFlag, string>>,
): Promise<Result<SiteInfo>> => {
  const next: { -readonly [K in keyof SiteInfo]: SiteInfo[K] } = { ...site };
  if (flags.name !== undefined) next.name = flags.name;
  if (flags.domain !== undefined) next.domain = flags.domain.toLowerCase();
  if (flags['site-name'] !== undefined) next.siteName = flags['site-name'].trim();
  if (flags['hyperlink-context'] !== undefined) next.hyperlinkContext = flags['hyperlink-context'].trim();
  next.hyperlinkContextByLanguage = applyLanguageTexts(site.hyperlinkContextByLanguage, flags);
  if (flags['hyperlink-url'] !== undefined) next.hyperlinkUrl = flags['hyperlink-url'];
  if (flags['hyperlink-hide'] !== undefined)
    next.hyperlinkHide = booleanFlag(flags['hyperlink-hide'], 'hyperlink-hide');
  if (flags.enable !== undefined) next.enable = booleanFlag(flags.enable, 'enable');
  if (flags['api-domain'] !== undefined) next.apiDomain = flags['api-domain'];
  if (flags['ws-domain'] !== undefined) next.wsDomain = flags['ws-domain'];
  for (const [flag, field] of [
    ['favicon', 'favicon'],
    ['light-logo', 'lightLogo'],
  ] as const) {
    const value = flags[flag];
    if (value === undefined) continue;
    const image = await imageValue(value);
    if (image === undefined) return fail('FILE_FORMAT');
    next[field] = image;
  }
  if (!SLUG.test(next.name)) return fail('INVALID_PARAMETERS');
  if (!HOST.test(next.domain)) return fail('INVALID_PARAMETERS');
  if (next.siteName === '' || next.siteName.length > 100) return fail('INVALID_PARAMETERS');
  const texts = [next.hyperlinkContext, ...Object.values(next.hyperlinkContextByLanguage ?? {})];
  if (texts.some((text) => text.length > HYPERLINK_CONTEXT_MAX_LENGTH)) return fail('TEXT_TOO_LONG');
  if (next.hyperlinkUrl !== '' && !HTTP_URL.test(next.hyperlinkUrl)) return fail('INVALID_PARAMETERS');
  if (!HTTP_URL.test(next.apiDomain) || !WS_URL.test(next.wsDomain)) return fail('INVALID_PARAMETERS');
  for (const image of [next.favicon, next.lightLogo]) {
    if (image !== '' && (!IMAGE.test(image) || image.length > MAX_IMAGE_BYTES * 2))
      return fail('FILE_FORMAT');
  }
  return ok(next);
};

/** Saves a site unless its name or domain belongs to another site. */
const saveSite = async (
  ctx: ServerContext,
  site: SiteInfo,
): Promise<Result<{ site: SiteInfo; siteToken: string }>> => {
  const others = (await listSites(ctx.db)).filter((s) => s.id !== site.id);
  if (others.some((s) => s.name === site.name)) return fail('NAME_EXISTS');
  if (others.some((s) => s.domain.toLowerCase() === site.domain)) return fail('DUPLICATE_KEY');
  const saved = await ctx.db.transaction(async (tx) => {
    const stored = await upsertSite(tx, site);
    // A new (or re-enabled) site gets its followers' simulation and settlement jobs.
    await ensureRobotJobs(tx, stored.id, nowOf(ctx));
    return stored;
  });
  if (!saved.enable) {
    await ctx.feed.publish({ siteId: saved.id, userId: '', channel: SITE_DISABLED_EVENT, data: {} });
  }
  return ok({ site: saved, siteToken: await issueSiteToken(saved.id, ctx.secrets.siteTokenKey) });
};

const oneId = ({ positional }: OpsArgs): string => {
  const [id, ...rest] = positional;
  if (id === undefined || rest.length > 0) throw new UsageError('give exactly one site id');
  return id;
};

const clockNow = (ctx: ServerContext, offsetMs: number) => ({
  offsetMs,
  offsetDays: Math.round((offsetMs / 86_400_000) * 1000) / 1000,
  now: nowOf(ctx).toISOString(),
});

/** Operator commands of the site area: sites and their branding, site tokens, the simulation clock. */
export const SITE_OPS: readonly OpsCommand[] = [
  {
    name: ['site', 'create'],
    usage: `${SITE_FLAGS_USAGE}  create a site; prints it and its site token`,
    async run(ctx, args) {
      if (args.positional.length > 0) throw new UsageError('site create takes flags only');
      const flags = knownFlags(args.flags);
      for (const required of ['name', 'domain', 'site-name'] as const) {
        if (flags[required] === undefined) throw new UsageError(`--${required} is required`);
      }
      const now = nowOf(ctx).toISOString();
      const blank: SiteInfo = {
        id: newId(),
        name: '',
        domain: '',
        ...endpointsOf(ctx.config.publicUrl),
        siteName: '',
        favicon: '',
        lightLogo: '',
        hyperlinkContext: '',
        hyperlinkContextByLanguage: {},
        hyperlinkUrl: '',
        hyperlinkHide: true,
        enable: true,
        certificateIsReady: true,
        ingressIsReady: true,
        createdAt: now,
        updatedAt: now,
      };
      const site = await applyFlags(blank, flags);
      return site.error ? site : saveSite(ctx, site.value);
    },
  },
  {
    name: ['site', 'update'],
    usage: '<siteId> [any flag of site create]  change a site and its branding; prints it and its site token',
    async run(ctx, args) {
      const id = oneId(args);
      const flags = knownFlags(args.flags);
      if (Object.keys(flags).length === 0) throw new UsageError('give at least one flag to change');
      const current = await findSiteById(ctx.db, id);
      if (!current) return fail('ID_NOT_FOUND');
      const site = await applyFlags({ ...current, updatedAt: nowOf(ctx).toISOString() }, flags);
      return site.error ? site : saveSite(ctx, site.value);
    },
  },
  {
    name: ['site', 'token'],
    usage: "<siteId>  print the site token (the page's meta site-token; the CLI's --site-token)",
    async run(ctx, args) {
      const site = await findSiteById(ctx.db, oneId(args));
      if (!site) return fail('ID_NOT_FOUND');
      return ok({ siteId: site.id, siteToken: await issueSiteToken(site.id, ctx.secrets.siteTokenKey) });
    },
  },
  {
    name: ['site', 'list'],
    usage: '  list the sites (id, name, domain, site name, enabled)',
    async run(ctx) {
      const sites = await listSites(ctx.db);
      return ok(
        sites.map(({ id, name, domain, siteName, enable }) => ({ id, name, domain, siteName, enable })),
      );
    },
  },
  {
    name: ['clock', 'advance'],
    usage: '<duration: 30d | 2h | 15m | 45s | 1w>  move the platform time forward (running servers follow)',
    async run(ctx, args) {
      const [text, ...rest] = args.positional;
      const ms = text === undefined ? undefined : parseDuration(text);
      if (ms === undefined || rest.length > 0) throw new UsageError('give one duration like 30d or 2h');
      const offset = await advanceClockOffset(ctx.db, ms);
      ctx.clock.setOffset(offset);
      return ok(clockNow(ctx, offset));
    },
  },
  {
    name: ['clock', 'show'],
    usage: '  print the platform time and how far it is ahead of real time',
    async run(ctx, args) {
      if (args.positional.length > 0) throw new UsageError('clock show takes no arguments');
      const offset = await readClockOffset(ctx.db);
      ctx.clock.setOffset(offset);
      return ok(clockNow(ctx, offset));
    },
  },
];
