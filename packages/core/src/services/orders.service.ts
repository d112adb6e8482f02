import type { ApiClient } from '../api/api-client.js';
import type { TwOrderBody } from '../api/payloads.js';
import type { Page, PageQuery } from '../api/wire.types.js';
import type { Order } from '../domain/order/order.js';
import { parseDecimal } from '../shared/money.js';
import { fail, type Result } from '../shared/result.js';

/** TWSE market orders of a signal's account. */
export class OrdersService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  /** Volume: a whole number of shares above zero (AMOUNT_INVALID); a symbol is required. */
  async place(signalId: string, order: TwOrderBody): Promise<Result<Order>> {
    const symbol = order.symbol.trim();
    if (symbol === '') return fail('INVALID_PARAMETERS');
    const volume = parseDecimal(order.volume.trim());
    if (volume.error || !volume.value.isInteger() || !volume.value.greaterThan(0))
      return fail('AMOUNT_INVALID');
    return this.deps.api.call('POST /signal/{id}/tw/order', {
      params: { id: signalId },
      body: { tradingType: order.tradingType, symbol, volume: volume.value.toFixed(0) },
    });
  }

  history(signalId: string, query: PageQuery = {}): Promise<Result<Page<Order>>> {
    return this.deps.api.call('GET /signal/{id}/tw/order', { params: { id: signalId }, query });
  }
}
