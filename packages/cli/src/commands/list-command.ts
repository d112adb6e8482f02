import type { Page, PageQuery, TranslationKey, TranslationParams } from '@signal-portal/core';
import type { ServiceName } from '../di/services.js';
import { text, type Block } from '../output/blocks.js';
import {
  formatOfFileName,
  isListFormat,
  LIST_FORMATS,
  listEncoder,
  type ListColumns,
  type ListFormat,
} from '../output/list-formats.js';
import { isFolderPath, ReaderGone, STDOUT_PATH, type Sink } from '../output/sinks.js';
import type {
  CommandContext,
  CommandModule,
  Outcome,
  ParseContext,
  RawInput,
  Refusal,
  ViewContext,
} from '../runner/command.js';
import { flagOption, MAX_PAGE_SIZE, pageOptions, stringOption } from '../runner/options.js';
import { succeed, usageRefusal } from '../runner/usage.js';
import { followPages } from './paging.js';

/** How a list is written: one page or all, the format, and where (`--page`, `--all`, `--format`, `-o`). */
export interface ListOutput {
  readonly paging: PageQuery;
  readonly all: boolean;
  readonly format: ListFormat;
  /** The file to write; undefined for stdout. */
  readonly file: string | undefined;
}

export interface ListInput<Q> {
  readonly query: Q;
  readonly output: ListOutput;
  /** `--json`: `--all` on the screen then gathers every row into the one Result. */
  readonly json: boolean;
}

/** What a run that wrote its rows answers (`--json`): where they went, how many, in which format. */
export interface ListWritten {
  /** The file written; null for stdout. */
  readonly file: string | null;
  readonly format: ListFormat;
  readonly rows: number;
  /** How many the server counted. */
  readonly total: number;
}

/** One page as the plain command returns it, the rows of `--all --json`, or what was written. */
export type ListResult<V, R> = V | Page<R> | ListWritten;

/**
 * A list command: its own filters, how one page is fetched and shown, and the columns of CSV and TSV.
 * `V` is what the command has always returned for one page (`--json` keeps it); `pageOf` gives its rows.
 */
export type ListDefinition<Q, V, R> = ListColumns<R> & {
  readonly parse: (raw: RawInput, context: ParseContext) => Outcome<Q>;
  readonly fetch: (context: CommandContext<V>, query: Q, paging: PageQuery) => Promise<Outcome<V>>;
  readonly pageOf: (value: V) => Page<R>;
  readonly render: (value: V, view: ViewContext) => readonly Block[];
  /** The core services `fetch` uses (CommandModule.services). */
  readonly services: readonly ServiceName[];
};

const refuse = (key: TranslationKey, params: TranslationParams): Refusal =>
  usageRefusal('INVALID_PARAMETERS', { key, params });

/**
 * `--page`, `--page-size`, `--all`, `--format` (any case; by default the file name's extension or a
 * table) and `-o`. With `--json` the Result owns stdout, so rows in another format need a file.
 */
export const listOutputOf = (raw: RawInput, { json }: ParseContext): Outcome<ListOutput> => {
  const paging = pageOptions(raw);
  if (paging.error) return paging;
  const all = flagOption(raw, 'all');
  if (all && paging.value.page !== undefined)
    return refuse('cliMoney.lists.allWithPage', { all: '--all', page: '--page' });
  const output = stringOption(raw, 'output');
  const file = output === undefined || output === STDOUT_PATH ? undefined : output;
  const asked = stringOption(raw, 'format')?.trim().toLowerCase();
  if (asked !== undefined && !isListFormat(asked))
    return refuse('cliMoney.lists.badFormat', { format: asked, formats: LIST_FORMATS.join(', ') });
  const format = asked ?? (file === undefined ? undefined : formatOfFileName(file)) ?? 'table';
  if (json && file === undefined && format !== 'table')
    return refuse('cliMoney.lists.jsonNeedsFile', { json: '--json', format, option: '-o <file>' });
  const pageSize = paging.value.pageSize ?? (all ? MAX_PAGE_SIZE : undefined);
  return succeed({
    paging: all ? { pageSize: pageSize ?? MAX_PAGE_SIZE } : paging.value,
    all,
    format,
    file,
  });
};

const INTERRUPTED = Symbol('interrupted');

/** A call raced with Ctrl-C, so a run waiting for the server stops at once. */
const unlessInterrupted = <T>(signal: AbortSignal, work: Promise<T>): Promise<T | typeof INTERRUPTED> =>
  signal.aborted
    ? Promise.resolve(INTERRUPTED)
    : Promise.race([
        work,
        new Promise<typeof INTERRUPTED>((resolve) =>
          signal.addEventListener('abort', () => resolve(INTERRUPTED), { once: true }),
        ),
      ]);

/** Ctrl-C: a file is not kept; on stdout, what was already written is said. */
const interruptedRefusal = (file: string | undefined, rows: number): Refusal => ({
  error: true,
  value: 'STREAM_ERROR',
  interrupted: true,
  message:
    file === undefined
      ? { key: 'cliMoney.lists.interruptedStdout', params: { rows } }
      : { key: 'cli.interrupted' },
});

const withoutFooters = (blocks: readonly Block[]): Block[] =>
  blocks.map((block) => {
    if (block.kind !== 'table' || block.footer === undefined) return block;
    const { footer: _footer, ...rest } = block;
    return rest;
  });

const isWritten = (value: unknown): value is ListWritten =>
  typeof value === 'object' && value !== null && 'format' in value && 'rows' in value && 'file' in value;

/** How walking the pages ended. */
type PagesEnd =
  | { readonly kind: 'done'; readonly rows: number; readonly total: number }
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'interrupted'; readonly rows: number }
  | { readonly kind: 'unwritable' };

/**
 * What is done with each page: go on, stop early as a success (the reader of stdout left: `| head`),
 * or fail (it could not be written). Nothing more is asked of the server after either.
 */
type Visit = 'next' | 'stop' | 'failed';
type PageVisitor<V, R> = (value: V, page: Page<R>) => Promise<Visit>;

/**
 * Visits the pages in order until the last, a refusal, a failed visit or Ctrl-C. An empty page after
 * rows (rows removed while paging) is skipped, so a table never ends with an "empty" line.
 */
const eachPage = async <V, R>(
  interrupted: AbortSignal,
  pages: AsyncGenerator<Outcome<V>>,
  pageOf: (value: V) => Page<R>,
  visit: PageVisitor<V, R>,
): Promise<PagesEnd> => {
  let rows = 0;
  let total = 0;
  for (;;) {
    const step = await unlessInterrupted(interrupted, pages.next());
    if (step === INTERRUPTED) return { kind: 'interrupted', rows };
    if (step.done === true) return { kind: 'done', rows, total };
    if (step.value.error) return { kind: 'refused', refusal: step.value };
    const page = pageOf(step.value.value);
    total = page.total;
    if (page.list.length === 0 && rows > 0) continue;
    const visited = await visit(step.value.value, page);
    if (visited === 'failed') return { kind: 'unwritable' };
    rows += page.list.length;
    if (visited === 'stop') return { kind: 'done', rows, total };
  }
};

const writeFailed = (file: string | undefined): Refusal => ({
  error: true,
  value: 'STREAM_ERROR',
  message: { key: 'cli.writeFailed', params: { path: file ?? STDOUT_PATH } },
});

/** A folder, or a file that cannot be created, is refused before anything is fetched. */
const openOutput = async <V>(
  context: CommandContext<V>,
  file: string | undefined,
): Promise<Outcome<Sink>> => {
  const path = file ?? STDOUT_PATH;
  const cannotWrite = usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.cannotWrite', params: { path } });
  if (file !== undefined && (await isFolderPath(file))) return cannotWrite;
  try {
    return succeed(await context.openSink(path));
  } catch {
    return cannotWrite;
  }
};

/** The rows in the format asked, page by page, to stdout or to the file (kept only when complete). */
const writeRows = async <Q, V, R>(
  context: CommandContext<V>,
  pages: AsyncGenerator<Outcome<V>>,
  definition: ListDefinition<Q, V, R>,
  output: ListOutput,
): Promise<Outcome<ListWritten>> => {
  const sink = await openOutput(context, output.file);
  if (sink.error) return sink;
  const view: ViewContext = { t: context.format.t, format: context.format };
  let total = 0;
  const columns: ListColumns<R> =
    definition.cellsOf === undefined
      ? { columns: definition.columns }
      : { columns: definition.columns, cellsOf: definition.cellsOf };
  const encoder = await listEncoder<V, R>(output.format, {
    ...columns,
    rowsOf: (value) => definition.pageOf(value).list,
    draw: (value) => withoutFooters(definition.render(value, view)),
    footer: () => view.t('common.totalCount', { count: total }),
  });
  let readerGone = false;
  const put = async (chunk: string): Promise<Visit> => {
    if (chunk === '' || readerGone) return readerGone ? 'stop' : 'next';
    try {
      await sink.value.write(Buffer.from(chunk, 'utf8'));
      return 'next';
    } catch (error) {
      readerGone = error instanceof ReaderGone;
      return readerGone ? 'stop' : 'failed';
    }
  };
  const end =
    (await put(encoder.head())) === 'failed'
      ? ({ kind: 'unwritable' } as const)
      : await eachPage(context.interrupted, pages, definition.pageOf, (value, page) => {
          total = page.total;
          return put(encoder.page(value));
        });
  if (end.kind === 'done' && (await put(encoder.tail())) !== 'failed') {
    const committed = await sink.value.commit().then(
      () => true,
      () => false,
    );
    if (!committed) return writeFailed(output.file);
    return succeed({
      file: sink.value.path ?? null,
      format: output.format,
      rows: end.rows,
      total: end.total,
    });
  }
  await sink.value.abort();
  switch (end.kind) {
    case 'refused':
      return end.refusal;
    case 'interrupted':
      return interruptedRefusal(output.file, end.rows);
    case 'done':
    case 'unwritable':
      return writeFailed(output.file);
  }
};

/**
 * Builds a list command on the shared output options. Without them it is the command as it was (one
 * page, its table, `--json` its value). `--all` follows the pages and writes each as it arrives:
 * tables on the screen, or the rows in the format asked to stdout or to a file (written next to it
 * and renamed into place, so an error or Ctrl-C leaves no partial file).
 */
export const listCommand = <Q, V, R>(
  definition: ListDefinition<Q, V, R>,
): CommandModule<ListInput<Q>, ListResult<V, R>, V> => ({
  needsApi: true,
  handlesInterrupt: true,
  services: definition.services,

  parse(raw, context) {
    const query = definition.parse(raw, context);
    if (query.error) return query;
    const output = listOutputOf(raw, context);
    if (output.error) return output;
    return succeed({ query: query.value, output: output.value, json: context.json });
  },

  async run(context, { query, output, json }) {
    const fetch = (paging: PageQuery): Promise<Outcome<V>> => definition.fetch(context, query, paging);
    const toScreen = output.file === undefined && output.format === 'table';
    if (toScreen && !output.all) {
      const answer = await unlessInterrupted(context.interrupted, fetch(output.paging));
      return answer === INTERRUPTED ? interruptedRefusal(undefined, 0) : answer;
    }
    const pages = output.all
      ? followPages(fetch, definition.pageOf, output.paging.pageSize ?? MAX_PAGE_SIZE)
      : (async function* () {
          yield await fetch(output.paging);
        })();
    if (!toScreen) return writeRows(context, pages, definition, output);

    // `--all` on the screen: each page's table as it comes then the total, or with --json every row
    // in the one Result, as one page.
    const list: R[] = [];
    const end = await eachPage(context.interrupted, pages, definition.pageOf, (value, page) => {
      if (json) list.push(...page.list);
      else context.emit(value);
      return Promise.resolve('next' as const);
    });
    switch (end.kind) {
      case 'refused':
        return end.refusal;
      case 'interrupted':
        return interruptedRefusal(undefined, end.rows);
      case 'unwritable':
        return writeFailed(undefined);
      case 'done':
        return json
          ? succeed({ list, total: end.total, page: 1, pageSize: Math.max(1, list.length) })
          : succeed({ file: null, format: output.format, rows: end.rows, total: end.total });
    }
  },

  render(value, view) {
    if (!isWritten(value)) return definition.render(value as V, view);
    if (value.file !== null)
      return [text(view.t('cliMoney.lists.saved', { rows: value.rows, path: value.file }), 'success')];
    return value.format === 'table' ? [text(view.t('common.totalCount', { count: value.total }))] : [];
  },

  renderEvent: (value, view) => withoutFooters(definition.render(value, view)),
});
