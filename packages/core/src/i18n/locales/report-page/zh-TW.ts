import type { DeepStringShape } from '../text-shape.js';
import type { reportPageEnUS } from './en-US.js';

export const reportPageZhTW = {
  intro:
    '跟單者機器人帶給您的分潤（已支付與尚未支付），以及它們複製的訂單。可篩選、翻頁，並將您看到的內容原樣下載為 CSV。',
  tabsLabel: '報表',
  tabNotes: {
    ledger:
      '每次結算對您每個跟單機器人做了什麼及原因：已結算並支付、無應付分潤（獲利未超過高水位線）、已延後（跟單者券商資金不足，或尚無匯率），或之後重新結算。可據此了解某個機器人當月為何沒有分潤。',
    settlements:
      '已支付到您錢包的分潤：到期時結算，或先被暫扣、之後再重新結算。機器人在開始跟單 30 天後結算，之後每 30 天結算一次；平台收取 10% 手續費。',
    unsettled:
      '尚未支付的分潤。未結算：機器人超出高水位線的獲利，將於所示時間分潤（在那之前金額會隨機器人獲利變動）。等待重新結算：已到期但被暫扣的分潤，稍後會支付到您的餘額。',
    orders: '跟單者機器人複製的您的訂單，依開倉時間由新到舊排列。',
  },
  filters: {
    allOutcomes: '全部結果',
    outcome: '結果',
    label: '篩選',
    allStatuses: '全部狀態',
    from: '起始日',
    to: '結束日（含）',
    symbol: '商品',
    symbolHint: '按 Enter 套用。',
    clear: '清除篩選',
    utc: '時間皆為 UTC；金額以美元（USD）計。',
  },
  columns: {
    outcome: '結果與原因',
    marks: '高水位線（前 → 後）',
    accountShare: '帳戶幣別分潤',
    rate: '兌 USD 匯率',
    settleTime: '結算時間（UTC）',
    openCloseTime: '開倉／平倉時間（UTC）',
    fee: '平台手續費（10%）',
  },
  tips: {
    hwm: '補虧高水位線：機器人已分潤過的最高累計獲利。只有超出此線的獲利才會分潤，因此虧損後要先補回虧損，才會再分潤。',
    fee: '平台收取每筆分潤的 10%，其餘歸您。',
  },
  heldBack: '暫扣：{{reason}}',
  stillOpen: '持倉中',
  captions: {
    ledger: '結算紀錄，每個機器人一列，由新到舊',
    settlements: '已結算的分潤，由新到舊',
    unsettled: '未結算的分潤，結算時間由晚到早',
    orders: '被複製的訂單，由新到舊',
  },
  totals: {
    title: '篩選結果合計（所有頁）',
    records: '筆數',
  },
  empty: {
    ledger: '機器人開始跟單您的訊號 30 天後首次結算，之後就會出現在這裡。',
    invalidTitle: '請檢查日期範圍',
    title: '尚無紀錄',
    filteredTitle: '沒有符合篩選條件的紀錄',
    filteredText: '請換個訊號、狀態或日期範圍，或清除篩選。',
    settlements: '跟單者的機器人開始跟隨您的訊號 30 天後，才會結算分潤。',
    unsettled: '目前沒有應付給您的分潤：沒有機器人的獲利超出高水位線，也沒有被暫扣的分潤。',
    orders: '跟單者的機器人複製您的交易後，訂單會顯示在這裡。',
  },
  invalidRange: '請選擇不晚於結束日的起始日，且兩者相距不超過 366 天，才能查看紀錄。',
  download: {
    label: '下載 CSV',
    hint: '符合篩選條件的所有紀錄（所有頁）。',
    unavailable: '請選擇有效的日期範圍後再下載。',
  },
  csv: {
    ledger: '結算紀錄檔案中，每個機器人每次結算一行；獲利與高水位線以 currency 欄的幣別計，分潤以 USD 計。',
    about: '關於 CSV',
    lines: '第一行為標題列，之後每筆紀錄一行：符合篩選條件的所有紀錄（所有頁），順序與畫面相同。',
    columns: '欄位（名稱與 API 相同）：{{columns}}。',
    format:
      'UTF-8 編碼、以逗號分隔，必要時才加引號。時間為 UTC 的 ISO 8601 格式（2026-04-30T12:00:00.000Z）。金額為美元，以小數點表示、保留兩位小數、不含千分位；交易量為手數，依原始紀錄。',
    more: '每個欄位的說明請見入口網站文件中的 docs/report-csv.md。',
  },
  ledgerTotals: {
    settled: '已結算',
    nothingDue: '無應付分潤',
    deferred: '已延後',
    resettled: '已重新結算',
    receive: '您已收到',
  },
  currencyNote: '獲利與高水位線以訊號帳戶幣別計（TWSE 訊號為 TWD）；分潤依結算時的平台匯率以 USD 支付。',
  converted: '{{amount}} {{currency}}，匯率 {{rate}}',
  rateMissing: '尚無匯率',
  deferred: '已延後：{{reason}}',
  signalsUnavailable: '無法載入您的訊號，因此訊號篩選只能選擇全部訊號。',
} as const satisfies DeepStringShape<typeof reportPageEnUS>;
