import type { DeepStringShape } from '../text-shape.js';
import type { signalListEnUS } from './en-US.js';

export const signalListZhTW = {
  intro: '依審核狀態檢視您的訊號：連線、送出審核，並追蹤報酬表現。',
  tabsLabel: '依審核狀態分類的訊號',
  columns: {
    signal: '訊號',
    state: '狀態',
    followers: '跟單人數',
    investedFund: '跟單資金',
    returns: '報酬率',
    return7: '7 天',
    return30: '30 天',
    return180: '180 天',
    lastActive: '最後活動',
    actions: '操作',
  },
  stateLabels: {
    review: '審核',
    running: '運作',
    connection: '連線',
  },
  lostReason: '原因：{{reason}}',
  absent: {
    notConnected: '尚無數據：連線交易帳戶後才會計算。',
    calculating: '績效計算中。',
    noData: '尚未收到帳戶的資料。',
  },
  empty: {
    title: '還沒有訊號',
    listed: '目前沒有已通過審核的訊號，通過後會顯示在這裡。',
    pending: '目前沒有待審核或設定中的訊號。',
    archived: '沒有已封存的訊號。封存的訊號會在這裡保留其績效紀錄。',
  },
  menuLabel: '{{name}} 的操作',
  actions: {
    continueSetup: '繼續設定',
    retryConnection: '重試連線',
  },
  working: '處理中…',
  toast: {
    reconnecting: '正在使用已儲存的帳戶資料重新連線。',
  },
  reasons: {
    SIGNAL_ARCHIVED: '已封存的訊號無法再變更。',
    SIGNAL_DELETED: '此訊號已被刪除。',
    SIGNAL_ALREADY_CONNECTED: '訊號已經連線。',
    SIGNAL_INVALID_TRANSITION: '訊號目前的狀態無法執行此操作。',
    SIGNAL_NOT_PASSED_REVIEW: '訊號必須先通過審核。',
    SIGNAL_PERFORMANCE_NOT_CALCULATED: '請等待績效計算完成。',
    SIGNAL_NO_TRADE_HISTORY: '交易帳戶需要先有已平倉的交易。',
    SIGNAL_DISABLED: '訊號尚未啟用。',
    SIGNAL_ENABLED: '請先停用訊號。',
    SIGNAL_CONNECTED: '請先中斷訊號的連線。',
    SIGNAL_NOT_CONNECTED: '請先連線交易帳戶。',
    SIGNAL_ROBOTS_FOLLOWING: '仍有機器人正在跟隨此訊號。',
    SIGNAL_CANNOT_DELETE: '此訊號已有公開的績效紀錄，請改為封存。',
    SIGNAL_CANNOT_SUBMIT: '只有草稿或未通過審核的訊號可以送審。',
    SIGNAL_NO_MATCHED_SYMBOL: '請先配對至少一個商品。',
  },
  reasonsFor: {
    enable: {
      SIGNAL_NOT_CONNECTED: '啟用前請先連線交易帳戶。',
      SIGNAL_ENABLED: '訊號已經啟用。',
      SIGNAL_NOT_PASSED_REVIEW: '訊號必須通過審核後才能啟用。',
    },
    submit: {
      SIGNAL_NOT_CONNECTED: '送審前請先連線交易帳戶。',
      SIGNAL_NO_MATCHED_SYMBOL: '送審前請先配對至少一個商品。',
    },
    disconnect: {
      SIGNAL_ENABLED: '中斷連線前請先停用訊號。',
      SIGNAL_NOT_CONNECTED: '訊號尚未連線。',
    },
    archive: {
      SIGNAL_ENABLED: '封存前請先停用訊號。',
      SIGNAL_CONNECTED: '封存前請先中斷訊號的連線。',
    },
    delete: {
      SIGNAL_ENABLED: '刪除前請先停用訊號。',
      SIGNAL_CONNECTED: '刪除前請先中斷訊號的連線。',
    },
  },
} satisfies DeepStringShape<typeof signalListEnUS>;
