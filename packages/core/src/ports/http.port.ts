/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file of a multipart body (an uploaded image or document). */
export interface MultipartFile {
  readonly filename: string;
  /** MIME type, e.g. 'image/png'. */
  readonly contentType: string;
  readonly data: Uint8Array;
}

export type MultipartPart =
  | { readonly kind: 'field'; readonly name: string; readonly value: string }
  | ({ readonly kind: 'file'; readonly name: string } & MultipartFile);

/**
 * A multipart/form-data body as plain data, so each adapter builds its own form (browser FormData,
 * undici FormData, a test's parser) and sets the Content-Type with its boundary.
 */
export interface MultipartBody {
  readonly kind: 'multipart';
  readonly parts: readonly MultipartPart[];
}

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Absolute URL with the query already encoded (the ApiClient builds it). */
  readonly url: string;
  /** Header names as the client wrote them; adapters send them unchanged. */
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text (the client sets Content-Type) or a multipart body (the adapter sets Content-Type). */
  readonly body?: string | MultipartBody;
}

export interface HttpResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The whole body as text. Read the body once: either `text()` or `stream()`. */
  text(): Promise<string>;
  /** The body as it arrives, chunk by chunk, without buffering it (CSV downloads). */
  stream(): AsyncIterable<Uint8Array>;
}

/**
 * Sends one request to the platform API.
 *
 * - Credentials: the session is an HttpOnly cookie. The web adapter sends and keeps cookies
 *   (`credentials: 'include'`); the CLI adapter keeps a cookie jar in a file (mode 0600) and sends it
 *   with every request to the API's origin; the server's test adapter keeps a jar in memory.
 * - Any HTTP status resolves, 4xx and 5xx included. Only a transport failure (DNS, refused
 *   connection, reset, timeout) rejects; the ApiClient maps that to NETWORK_ERROR.
 * - Redirects are not followed; the API never redirects.
 */
export interface Http {
  send(request: HttpRequest): Promise<HttpResponse>;
}
export const Http = Symbol('Http');
