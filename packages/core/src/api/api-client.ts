import type { Language } from '../i18n/languages.js';
import type {
  Http,
  HttpRequest,
  HttpResponse,
  MultipartBody,
  MultipartFile,
  MultipartPart,
} from '../ports/http.port.js';
import { toErrorCode, type ErrorCode } from '../shared/error-codes.js';
import { fail, ok, type Result } from '../shared/result.js';
import type {
  BodyOf,
  CsvRouteKey,
  IdempotentRouteKey,
  ParamNameOf,
  ParamsOf,
  QueryObject,
  QueryOf,
  ResponseOf,
  RouteKey,
} from './contract.js';
import { API_ROUTES } from './routes.js';
import type { MultipartForm } from './wire.types.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set (to 'true') on the stored answer the server sends again for an Idempotency-Key it has seen. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/**
 * The query parameter that carries the site token on a CSV link (`format=csv` routes only): a browser
 * that opens a link cannot send the Authorization header, and the token is public anyway (the page's
 * meta tag); the session cookie stays what signs the member in.
 */
export const SITE_TOKEN_QUERY_PARAM = 'siteToken';

type ParamsOption<K extends RouteKey> = [ParamNameOf<K>] extends [never]
  ? { readonly params?: never }
  : { readonly params: ParamsOf<K> };
type QueryOption<K extends RouteKey> = [QueryOf<K>] extends [never]
  ? { readonly query?: never }
  : { readonly query?: QueryOf<K> };
type BodyOption<K extends RouteKey> = [BodyOf<K>] extends [never]
  ? { readonly body?: never }
  : undefined extends BodyOf<K>
    ? { readonly body?: BodyOf<K> }
    : { readonly body: BodyOf<K> };
type IdempotencyOption<K extends RouteKey> = K extends IdempotentRouteKey
  ? { readonly idempotencyKey: string }
  : { readonly idempotencyKey?: never };

/** What a call takes, derived from the contract: required parts are required. */
export type CallOptions<K extends RouteKey> = ParamsOption<K> &
  QueryOption<K> &
  BodyOption<K> &
  IdempotencyOption<K> & {
    /** Extra headers; the client's own (Authorization, Content-Type...) win over these. */
    readonly headers?: Readonly<Record<string, string>>;
  };

/** The options argument may be left out when the route needs nothing. */
export type CallArgs<K extends RouteKey> =
  object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/** A CSV (or other) body arriving chunk by chunk; iterate it once. */
export interface Download {
  readonly contentType: string;
  /** From Content-Disposition, when the server named the file. */
  readonly filename: string | undefined;
  readonly chunks: AsyncIterable<Uint8Array>;
}

/** The value of an idempotent call and whether the server replayed it (nothing new was done). */
export interface IdempotentAnswer<T> {
  readonly value: T;
  readonly replayed: boolean;
}

export interface ApiClientOptions {
  readonly http: Http;
  /** The API's base URL, e.g. 'http://localhost:8080/api' (a trailing slash is ignored). */
  readonly baseUrl: string;
  /** The site token (a JWT naming the site), or a function read at every call. */
  readonly siteToken: string | (() => string);
  /** The interface language, sent as Accept-Language so codes and mails come in that language. */
  readonly language?: () => Language;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const encodeQuery = (query: object | undefined): string => {
  if (query === undefined) return '';
  const pairs = Object.entries(query as QueryObject)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};

type AnyForm = MultipartForm<Record<string, string | undefined>, Record<string, MultipartFile | undefined>>;

const toMultipart = (form: AnyForm): MultipartBody => {
  const parts: MultipartPart[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    if (value !== undefined) parts.push({ kind: 'field', name, value });
  }
  for (const [name, file] of Object.entries(form.files)) {
    if (file === undefined) continue;
    parts.push({
      kind: 'file',
      name,
      filename: file.filename,
      contentType: file.contentType,
      data: file.data,
    });
  }
  return { kind: 'multipart', parts };
};

const FILENAME_PATTERN = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

const filenameOf = (disposition: string | undefined): string | undefined => {
  const match = disposition === undefined ? null : FILENAME_PATTERN.exec(disposition);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
};

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/**
 * The one way to call the platform API: builds the URL from the route table, sends the site token
 * and language, and turns every answer into a Result. 2xx with the route's field -> ok(value);
 * 4xx/5xx `{ error: CODE }` -> fail(CODE) (unknown codes -> apiError); a body that is not the
 * expected JSON -> apiError; a transport failure -> NETWORK_ERROR.
 */
export class ApiClient {
  private readonly baseUrl: string;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async call<K extends RouteKey>(key: K, ...[options]: CallArgs<K>): Promise<Result<ResponseOf<K>>> {
    const answer = await this.answer(key, (options ?? {}) as CallOptions<K>);
    return answer.error ? answer : ok(answer.value.value);
  }

  /**
   * A money move, like `call`, that also says whether the answer is a replay: the same Idempotency-Key
   * was sent before, so the server answered with what it stored then and did nothing new.
   */
  async callIdempotent<K extends IdempotentRouteKey>(
    key: K,
    ...[options]: CallArgs<K>
  ): Promise<Result<IdempotentAnswer<ResponseOf<K>>>> {
    const answer = await this.answer(key, (options ?? {}) as CallOptions<K>);
    if (answer.error) return answer;
    const { value, response } = answer.value;
    return ok({ value, replayed: response.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true' });
  }

  /** Streams a report as CSV (`format=csv` is added); errors are mapped like `call`'s. */
  async download<K extends CsvRouteKey>(key: K, ...[options]: CallArgs<K>): Promise<Result<Download>> {
    const given = (options ?? {}) as CallOptions<K>;
    const response = await this.send(key, {
      ...given,
      query: { ...given.query, format: 'csv' },
    } as CallOptions<K>);
    if (response.error) return response;
    const { status, headers } = response.value;
    if (!isSuccess(status)) {
      const body = await this.readJson(response.value);
      return fail(body.error ? body.value : this.errorCodeOf(body.value));
    }
    return ok({
      contentType: headers['content-type'] ?? 'text/csv',
      filename: filenameOf(headers['content-disposition']),
      chunks: response.value.stream(),
    });
  }

  /**
   * The URL of a CSV report that a browser opens as a plain link (an anchor), so the download streams
   * straight to disk, however large, and starts at once: `format=csv` and the site token in the query;
   * the session cookie goes with the request as with every call.
   */
  downloadUrl<K extends CsvRouteKey>(key: K, ...[options]: CallArgs<K>): string {
    const given = (options ?? {}) as CallOptions<K>;
    const token =
      typeof this.options.siteToken === 'function' ? this.options.siteToken() : this.options.siteToken;
    return this.urlOf(key, given.params, {
      ...given.query,
      format: 'csv',
      [SITE_TOKEN_QUERY_PARAM]: token,
    });
  }

  /** The absolute URL of a route with its params and query filled in. */
  urlOf(key: RouteKey, params?: Readonly<Record<string, string>>, query?: object): string {
    const path = API_ROUTES[key].path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = params?.[name];
      if (value === undefined) throw new TypeError(`${key}: missing path parameter '${name}'`);
      return encodeURIComponent(value);
    });
    return `${this.baseUrl}${path}${encodeQuery(query)}`;
  }

  private async send<K extends RouteKey>(key: K, options: CallOptions<K>): Promise<Result<HttpResponse>> {
    const route = API_ROUTES[key];
    const token =
      typeof this.options.siteToken === 'function' ? this.options.siteToken() : this.options.siteToken;
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    };
    if (this.options.language) headers['Accept-Language'] = this.options.language();
    if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

    let body: HttpRequest['body'];
    const given: unknown = options.body;
    if (given !== undefined && route.body === 'multipart') {
      body = toMultipart(given as AnyForm);
    } else if (given !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(given);
    }

    const request: HttpRequest = {
      method: route.method,
      url: this.urlOf(key, options.params, options.query),
      headers,
      ...(body === undefined ? {} : { body }),
    };
    try {
      return ok(await this.options.http.send(request));
    } catch {
      return fail('NETWORK_ERROR');
    }
  }

  /** The route field of a 2xx answer, with the response it came in; errors mapped as `call` says. */
  private async answer<K extends RouteKey>(
    key: K,
    options: CallOptions<K>,
  ): Promise<Result<{ readonly value: ResponseOf<K>; readonly response: HttpResponse }>> {
    const response = await this.send(key, options);
    if (response.error) return response;
    const body = await this.readJson(response.value);
    if (body.error) return body;
    if (!isSuccess(response.value.status)) return fail(this.errorCodeOf(body.value));
    const field = API_ROUTES[key].field;
    return isObject(body.value) && Object.prototype.hasOwnProperty.call(body.value, field)
      ? ok({ value: body.value[field] as ResponseOf<K>, response: response.value })
      : fail('apiError');
  }

  /** The parsed body; `undefined` when it is not JSON. A failed read is a network failure. */
  private async readJson(response: HttpResponse): Promise<Result<unknown>> {
    let text: string;
    try {
      text = await response.text();
    } catch {
      return fail('NETWORK_ERROR');
    }
    const value = parseJson(text);
    return value === undefined ? fail('apiError') : ok(value);
  }

  private errorCodeOf(body: unknown): ErrorCode {
    return toErrorCode(isObject(body) ? body['error'] : undefined);
  }
}
