import type { ApiClient } from '../api/api-client.js';
import type { TwOrderBody } from '../api/payloads.js';
import type { Page, PageQuery } from '../api/wire.types.js';
import type { Order } from '../domain/order/order.js';
import type { Result } from '../shared/result.js';
import { validateTwOrder, type TwOrderContext } from '../validation/tw-order.rules.js';

/** TWSE market orders of a signal's account. */
export class OrdersService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  /**
   * Checked by validateTwOrder first, the server's own rule (a symbol, of `context.symbols` when
   * given: SYMBOL_ALIAS_NOT_FOUND; whole shares above zero: AMOUNT_INVALID), so a refusal costs no call.
   */
  async place(signalId: string, order: TwOrderBody, context: TwOrderContext = {}): Promise<Result<Order>> {
    const valid = validateTwOrder(order, context);
    if (valid.error) return valid;
    return this.deps.api.call('POST /signal/{id}/tw/order', { params: { id: signalId }, body: valid.value });
  }

  history(signalId: string, query: PageQuery = {}): Promise<Result<Page<Order>>> {
    return this.deps.api.call('GET /signal/{id}/tw/order', { params: { id: signalId }, query });
  }
}
