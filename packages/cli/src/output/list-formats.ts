import { neutraliseCsvCell } from '@signal-portal/core';
import { colours } from './ansi.js';
import type { Block } from './blocks.js';
import type { renderBlocks } from './render.js';

/** How a list command writes its rows (`--format`). */
export const LIST_FORMATS = ['table', 'json', 'csv', 'tsv'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

export const isListFormat = (value: string): value is ListFormat =>
  (LIST_FORMATS as readonly string[]).includes(value);

/** The format a file's name asks for ('signals.csv'), when it names one of the data formats. */
export const formatOfFileName = (path: string): ListFormat | undefined => {
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension !== undefined && extension !== 'table' && isListFormat(extension) ? extension : undefined;
};

/**
 * Turns a list into text page by page, so it is written as the pages arrive: `head` before the first
 * page, `page` for each (in order), `tail` after the last. Each encoder is for one run.
 */
export interface ListEncoder<V> {
  head(): string;
  page(value: V): string;
  tail(): string;
}
/** A cell as text: numbers and booleans as JSON writes them, objects as JSON, null and absent as ''. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * RFC 4180 as the server's report CSVs write it (csv-stringify): '\n' line ends, quotes only where
 * needed, and text that a spreadsheet would run as a formula neutralised by core's rule.
 */
const csvCell = (value: unknown): string => {
  const cell = typeof value === 'string' ? neutraliseCsvCell(value) : cellText(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
};

// TSV cannot quote, so the four characters that would break a line or a cell are escaped as in
// PostgreSQL's text format and the "linear TSV" convention.
const TSV_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const tsvCell = (value: unknown): string =>
  (typeof value === 'string' ? neutraliseCsvCell(value) : cellText(value)).replace(
    /[\\\t\n\r]/g,
    (char) => TSV_ESCAPES[char] ?? char,
  );

const delimited = <V, R>(
  parts: EncoderParts<V, R>,
  separator: string,
  cell: (value: unknown) => string,
): ListEncoder<V> => ({
  head: () => `${parts.columns.join(separator)}\n`,
  page: (value) =>
    parts
      .rowsOf(value)
      .map((row) => {
        const cells = cellsOf(parts, row);
        return `${parts.columns.map((key) => cell(cells[key])).join(separator)}\n`;
      })
      .join(''),
  tail: () => '',
});

/** A JSON array of the records as the API gives them, one record a line, valid however it ends. */
const jsonArray = <V, R>(parts: EncoderParts<V, R>): ListEncoder<V> => {
  let written = 0;
  return {
    head: () => '[',
    page: (value) =>
      parts
        .rowsOf(value)
        .map((row) => {
          written += 1;
          return `${written === 1 ? '\n' : ',\n'}${JSON.stringify(row)}`;
        })
        .join(''),
    tail: () => (written === 0 ? ']\n' : '\n]\n'),
  };
};

/** Tables without colour (a file, or a pipe): each page drawn as its own table, then the total. */
const tables = <V, R>(parts: EncoderParts<V, R>, render: typeof renderBlocks): ListEncoder<V> => {
  const plain = colours(false);
  return {
    head: () => '',
    // Full lines whatever the terminal's width: this text goes to a file or a pipe.
    page: (value) => render(parts.draw(value), plain, Number.POSITIVE_INFINITY),
    tail: () => `${parts.footer()}\n`,
  };
};

/**
 * The columns of CSV and TSV: the rows' own fields, named as in the JSON (as the server's CSVs name
 * theirs); or, for rows of several shapes, the cells of a flat record the row is turned into (the
 * same record the server's CSV of that list writes).
 */
export type ListColumns<R> =
  | { readonly columns: readonly (keyof R & string)[]; readonly cellsOf?: undefined }
  | {
      readonly columns: readonly string[];
      readonly cellsOf: (row: R) => Readonly<Record<string, unknown>>;
    };

const cellsOf = <R>(parts: ListColumns<R>, row: R): Readonly<Record<string, unknown>> =>
  parts.cellsOf === undefined ? (row as Readonly<Record<string, unknown>>) : parts.cellsOf(row);

/** What the encoders need of a list whose pages are `V` and rows `R`. */
export type EncoderParts<V, R> = ListColumns<R> & {
  readonly rowsOf: (value: V) => readonly R[];
  /** The tables of one page, without a footer. */
  readonly draw: (value: V) => readonly Block[];
  /** The line under the tables ('Total: 45'), asked for at the end. */
  readonly footer: () => string;
};

/** The encoder of a format; the table renderer (cli-table3) is loaded only for tables. */
export const listEncoder = async <V, R>(
  format: ListFormat,
  parts: EncoderParts<V, R>,
): Promise<ListEncoder<V>> => {
  switch (format) {
    case 'csv':
      return delimited(parts, ',', csvCell);
    case 'tsv':
      return delimited(parts, '\t', tsvCell);
    case 'json':
      return jsonArray(parts);
    case 'table':
      return tables(parts, (await import('./render.js')).renderBlocks);
  }
};
