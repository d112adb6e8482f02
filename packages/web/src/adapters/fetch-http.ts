import type { Http, HttpRequest, HttpResponse, MultipartBody } from '@signal-portal/core';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** The browser's form for a multipart body; the browser sets Content-Type with its boundary. */
const toFormData = (body: MultipartBody): FormData => {
  const form = new FormData();
  for (const part of body.parts) {
    if (part.kind === 'field') form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.data)], { type: part.contentType }),
        part.filename,
      );
  }
  return form;
};

const headersOf = (response: Response): Record<string, string> => {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  return headers;
};

async function* chunksOf(response: Response): AsyncIterable<Uint8Array> {
  if (response.body === null) return;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The Http port over `fetch`: the session cookie goes along (`credentials: 'include'`, the API may be
 * on another origin than the page), redirects are not followed, and any HTTP status resolves; only a
 * transport failure rejects (the ApiClient turns it into NETWORK_ERROR).
 */
export class FetchHttp implements Http {
  constructor(private readonly fetchFunction: FetchFunction = (input, init) => fetch(input, init)) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    const body = typeof request.body === 'object' ? toFormData(request.body) : request.body;
    const response = await this.fetchFunction(request.url, {
      method: request.method,
      headers: request.headers,
      credentials: 'include',
      redirect: 'manual',
      cache: 'no-store',
      ...(body === undefined ? {} : { body }),
    });
    return {
      status: response.status,
      headers: headersOf(response),
      text: () => response.text(),
      stream: () => chunksOf(response),
    };
  }
}
