/** Texts of the `twOrder` namespace in en-US: the reference whose keys the other languages mirror. */
export const twOrderEnUS = {
  backTo: 'Back to {{name}}',
  forSignal: 'Market orders on the trading account of {{name}}, and the order history.',
  twseOnly: {
    title: 'Orders are for TWSE signals only',
    text: '{{name}} trades on {{platform}}. Orders can be placed only for signals on the Taiwan Stock Exchange.',
    action: 'Back to the signal',
  },
  notConnected: {
    title: 'Connect the signal to place orders',
    text: 'Orders go to the trading account linked to this signal. Connect the account, then come back here.',
    action: 'Connect the signal',
  },
  form: {
    side: 'Buy or sell',
    orderTypeNote:
      'The market order is the only order type. It fills at the market price during trading hours (weekdays 09:00–13:30 Taipei time); placed outside them, it stays pending.',
    symbolMatched: 'The symbols matched to this signal.',
    symbolAll: 'This signal has no matched symbols yet: every symbol the platform trades is offered.',
    volume: 'Volume (shares)',
    volumeHint: 'Whole shares. {{lot}} shares make one board lot; fewer shares make an odd-lot order.',
    placeBuy: 'Place buy order',
    placeSell: 'Place sell order',
    placing: 'Placing…',
  },
  history: {
    caption: 'Orders of this signal, newest first',
    live: 'Updates live',
    offline: 'Live updates paused: reconnecting…',
    noPrice: 'No price yet: the order is pending.',
    emptyTitle: 'No orders yet',
    emptyText: 'The orders you place for this signal appear here, and their status updates by itself.',
    changed: 'Order {{symbol}}, {{volume}} shares: {{status}}',
  },
  toast: {
    submitted: 'Your order for {{symbol}} was submitted.',
    pending: 'Your order for {{symbol}} is pending: the market is closed now.',
  },
} as const;
