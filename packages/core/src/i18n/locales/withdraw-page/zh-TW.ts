import type { DeepStringShape } from '../text-shape.js';
import type { withdrawPageEnUS } from './en-US.js';

export const withdrawPageZhTW = {
  form: {
    withdrawableNow: '目前最多可提領 {{amount}}。',
    bankAccount: '銀行帳戶',
    cryptoAddress: '加密貨幣地址',
    noBankAccount: '您還沒有銀行帳戶。新增一個即可以電匯出金。',
    noCryptoAddress: '您還沒有 {{network}} 網路上的 {{currency}} 地址。新增一個即可以加密貨幣出金。',
    submitting: '送出中…',
    answerLost:
      '無法確認您的申請是否已送達。請查看下方的出金紀錄。若要重試，請以相同內容再次申請：同一筆申請最多只會成立一次。',
  },
  quote: {
    title: '出金摘要',
    enterAmount: '輸入金額後，即可看到手續費與到帳金額。',
    rate: '1 美元 = {{rate}} {{currency}}',
    destination: '付款至',
    noDestination: '請選擇收款帳戶。',
    remaining: '本次申請後可提領',
    processing: '審核通過後，需 {{min}} 至 {{max}} 個工作天處理。手續費包含在金額內。',
  },
  kycGate: {
    title: '身分驗證未通過',
    current: '目前狀態：',
    viewStatus: '查看身分驗證',
  },
  history: {
    caption: '您的出金紀錄，最新的在前',
    filters: '篩選出金紀錄',
    allStatuses: '全部狀態',
    clearFilters: '清除篩選',
    live: '即時更新',
    offline: '即時更新已暫停：重新連線中…',
    emptyTitle: '尚無出金紀錄',
    emptyText: '您的出金申請會顯示在這裡，狀態會自動更新。',
    emptyFilteredTitle: '沒有符合的出金紀錄',
    emptyFiltered: '沒有出金紀錄符合這些篩選條件。請選擇其他狀態或日期。',
    columns: {
      applied: '申請時間',
      method: '方式與收款帳戶',
      amount: '金額',
      fee: '手續費',
      receive: '到帳金額',
      status: '狀態',
    },
    id: '編號 {{id}}',
    receipt: {
      paid: '已付款',
      estimated: '預估',
      none: '未付款',
    },
    events: {
      applied: '申請於',
      approved: '核准於',
      rejected: '拒絕於',
      cancelled: '取消於',
      completed: '完成於',
    },
    comment: '備註：{{comment}}',
    changed: '{{amount}} 的出金：{{status}}',
  },
  cancel: {
    text: '取消後將無法復原。{{amount}} 將退回您的可提領餘額。',
    keep: '保留申請',
    buttonLabel: '取消 {{date}} 申請的 {{amount}} 出金',
  },
} satisfies DeepStringShape<typeof withdrawPageEnUS>;
