/** The program-wide options, as commander parses them (`program.opts()`). */
export interface GlobalOptions {
  readonly api?: string;
  readonly ws?: string;
  readonly siteToken?: string;
  readonly lang?: string;
  readonly json?: boolean;
  /** False with `--no-color`. */
  readonly color?: boolean;
  /** Only data and errors: no notes, confirmations or progress. */
  readonly quiet?: boolean;
  /** Each API request (method, path, status, time) on stderr. */
  readonly verbose?: boolean;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const globalOptionsOf = (opts: Readonly<Record<string, unknown>>): GlobalOptions => {
  const api = text(opts['api']);
  const ws = text(opts['ws']);
  const siteToken = text(opts['siteToken']);
  const lang = text(opts['lang']);
  return {
    ...(api === undefined ? {} : { api }),
    ...(ws === undefined ? {} : { ws }),
    ...(siteToken === undefined ? {} : { siteToken }),
    ...(lang === undefined ? {} : { lang }),
    json: opts['json'] === true,
    color: opts['color'] !== false,
    quiet: opts['quiet'] === true,
    verbose: opts['verbose'] === true,
  };
};
