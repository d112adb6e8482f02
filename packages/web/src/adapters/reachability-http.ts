import type { Http, HttpRequest, HttpResponse } from '@signal-portal/core';

/** Who hears whether the API answers (the ConnectivityStore). */
export interface Reachability {
  /** A call got an answer, of any HTTP status. */
  apiAnswered(): void;
  /** A call failed in transport: refused, reset, no route, DNS. */
  apiUnreachable(): void;
}

/**
 * The Http port, telling whether the API answered: a transport failure (the port rejects, which the
 * ApiClient turns into NETWORK_ERROR) raises the offline banner, any answer clears it. The request and
 * its outcome pass through unchanged.
 */
export class ReachabilityHttp implements Http {
  constructor(
    private readonly inner: Http,
    private readonly reachability: Reachability,
  ) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    let response: HttpResponse;
    try {
      response = await this.inner.send(request);
    } catch (error) {
      this.reachability.apiUnreachable();
      throw error;
    }
    this.reachability.apiAnswered();
    return response;
  }
}
