import type { DeepStringShape } from '../text-shape.js';
import type { cliFiguresEnUS } from './en-US.js';

export const cliFiguresZhTW = {
  figure: '指標',
  value: '數值',
  whyAbsent: '無數值的原因',
  formulaVersion: '公式版本',
  calculatedAt: '計算時間',
  tradeHighlight: '{{profit}} USD（{{symbol}}，單號 {{ticket}}，平倉於 {{time}}）',
  annualisation: '每年 {{periods}} 個報酬期間',
  labels: {
    startedAt: '首次活動',
    historyDays: '歷史天數',
    finalBalance: '最終餘額',
    apr7: '7 日年化報酬率',
    apr30: '30 日年化報酬率',
    apr180: '180 日年化報酬率',
    grossProfit: '總獲利',
    grossLoss: '總虧損',
    winningTrades: '獲利交易數',
    losingTrades: '虧損交易數',
    breakEvenTrades: '損益兩平交易數',
    annualisation: '年化方式',
    dailySeries: '每日序列',
    absentReasons: '無數值指標的原因',
    otherFields: '其他欄位',
    month: '月份',
    monthReturn: '報酬率',
  },
  history: {
    title: '計算指標所依據的交易與資金異動',
    source: '來源',
    syncedTo: '已從帳戶讀取至',
    sources: {
      BROKER: '從券商讀取',
      EA: '由 EA 傳送',
    },
    types: {
      TRADE: '交易',
      BALANCE: '資金異動',
    },
    kinds: {
      DEPOSIT: '入金',
      WITHDRAWAL: '出金',
    },
    columns: {
      type: '類型',
      id: '單號或 ID',
      time: '時間',
      detail: '商品、方向或種類',
      volume: '手數',
      prices: '開倉 → 平倉價',
      amount: '損益或金額',
    },
    empty: '尚無交易或資金異動。',
    csvIsWhole: 'CSV 一律是完整歷史，請拿掉 {{option}}；只要一頁請用 {{format}}。',
  },
  stats: {
    server: '伺服器',
    recomputed: '重新計算',
    difference: '差異',
    same: '相同',
    differs: '不同',
    allEqual:
      '由 {{entries}} 筆歷史紀錄重新計算的 {{count}} 項指標都與伺服器相同（公式 {{version}}，計算時間 {{time}}）。',
    someDiffer: '由歷史紀錄重新計算的指標中，有 {{count}} 項與伺服器不同。',
    refreshedWhileReading: '讀取歷史紀錄期間指標一再更新，請重新執行這個指令。',
  },
  followers: {
    date: '日期',
    empty: '這段期間沒有跟隨者。',
  },
  robots: {
    empty: '目前還沒有機器人跟隨這個訊號。',
    startedAt: '開始時間',
    hwm: '高水位線',
  },
  simulate: {
    equityAfter: '分潤後淨值',
    totals:
      '合計跟隨者支付 {{share}} USD，平台收取 {{fee}} USD，您收到 {{receive}} USD；最終淨值為 {{equity}} USD。',
    oneSource: '月報酬率只能用一種方式提供：{{options}}。',
    noReturns: '請用 {{returns}}、{{file}} 或 {{signal}} 提供月報酬率。',
    percentRequired: '請用 {{option}} 提供分潤比例，或用 {{signal}} 採用該訊號的分潤比例。',
    cannotRead: '無法讀取 {{path}}。',
    signalHasNoReturns: '這個訊號還沒有月報酬率。',
  },
} as const satisfies DeepStringShape<typeof cliFiguresEnUS>;
