import type { MultipartFile } from '../ports/http.port.js';
import type { IsoDateTime } from '../shared/time.js';

/** A page of a list (API.md conventions): `list` holds at most `pageSize` items of `total`. */
export interface Page<T> {
  readonly list: readonly T[];
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

/**
 * A page of a list that can also be walked by cursor (keyset paging, beside page numbers): a page
 * read by cursor costs what the first page costs however deep it is.
 */
export interface CursorPage<T> extends Page<T> {
  /**
   * The cursor of the page after this one (send it back as `cursor`); null on the last page. The
   * server always sends it; optional in the type so that a page made without one still fits.
   */
  readonly nextCursor?: string | null;
}

/** Paging of a list call; the server defaults to page 1 and 20 items, at most 100. */
export interface PageQuery {
  readonly page?: number;
  readonly pageSize?: number;
}

/** A time window of a filter: `from` inclusive, `to` exclusive, both ISO-8601 UTC. */
export interface DateRangeQuery {
  readonly from?: IsoDateTime;
  readonly to?: IsoDateTime;
}

/** What a query value may be; undefined values are left out of the URL. */
export type QueryValue = string | number | boolean | undefined;

/**
 * A multipart body as the caller gives it: text fields and named files. The ApiClient turns it into
 * the port's `MultipartBody`, fields first in their key order, then the files.
 */
export interface MultipartForm<
  Fields extends Readonly<Record<string, string | undefined>>,
  Files extends Readonly<Record<string, MultipartFile | undefined>>,
> {
  readonly fields: Fields;
  readonly files: Files;
}

/** The answer of calls whose only news is that they worked. */
export type Success = true;
