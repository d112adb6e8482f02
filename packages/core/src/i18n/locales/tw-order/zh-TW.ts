import type { DeepStringShape } from '../text-shape.js';
import type { twOrderEnUS } from './en-US.js';

export const twOrderZhTW = {
  backTo: '返回 {{name}}',
  forSignal: '在 {{name}} 的交易帳戶下市價單，並查看委託紀錄。',
  twseOnly: {
    title: '只有 TWSE 訊號可以下單',
    text: '{{name}} 在 {{platform}} 交易。只有台灣證券交易所的訊號才能下單。',
    action: '返回訊號',
  },
  notConnected: {
    title: '請先連接訊號再下單',
    text: '委託會送到此訊號連結的交易帳戶。請先連接帳戶，再回到這裡。',
    action: '連接訊號',
  },
  form: {
    side: '買進或賣出',
    orderTypeNote:
      '市價單是唯一的委託類型。交易時段（週一至週五台北時間 09:00–13:30）內以市價成交；在時段外下單則維持待處理。',
    symbolMatched: '已配對到此訊號的商品。',
    symbolAll: '此訊號尚未配對任何商品：列出平台可交易的所有商品。',
    volume: '數量（股）',
    volumeHint: '以整股為單位。{{lot}} 股為一張（一個交易單位）；不足一張為零股交易。',
    placeBuy: '送出買進委託',
    placeSell: '送出賣出委託',
    placing: '委託送出中…',
  },
  history: {
    caption: '此訊號的委託，最新的在前',
    live: '即時更新',
    offline: '即時更新暫停：正在重新連線…',
    noPrice: '尚無價格：委託待處理中。',
    emptyTitle: '尚無委託',
    emptyText: '您為此訊號下的委託會顯示在這裡，狀態會自動更新。',
    changed: '委託 {{symbol}}，{{volume}} 股：{{status}}',
  },
  toast: {
    submitted: '您的 {{symbol}} 委託已送出。',
    pending: '您的 {{symbol}} 委託待處理中：目前已收盤。',
  },
} satisfies DeepStringShape<typeof twOrderEnUS>;
