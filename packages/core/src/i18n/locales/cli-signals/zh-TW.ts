import type { DeepStringShape } from '../text-shape.js';
import type { cliSignalsEnUS } from './en-US.js';

export const cliSignalsZhTW = {
  done: {
    created: '已建立訊號 {{name}}（ID {{id}}）。下一步：以「signals connect {{id}}」連接它。',
    updated: '已儲存 {{name}} 的變更。',
    submitted: '已送出 {{name}} 審核。',
    enabled: '{{name}} 已上線：會員可以跟隨它。',
    disabled: '{{name}} 已停用：沒有人能開始跟隨它。',
    archived: '已封存 {{name}}，其績效紀錄仍可查看。',
    deleted: '已刪除訊號 {{name}}。',
    connecting: '平台正在連接 {{name}}。可用「signals watch {{id}}」追蹤進度。',
    disconnected: '已中斷 {{name}} 與交易帳戶的連接。',
    symbolsSaved: '已儲存 {{name}} 的商品配對：已配對 {{count}} 個。',
    symbolsSynced: '已重新讀取 {{name}} 交易帳戶的商品。',
  },
  confirm: {
    disable: '要停用 {{name}} 嗎？在重新啟用之前，沒有人能開始跟隨它。',
    archive: '要封存 {{name}} 嗎？封存的訊號無法再修改或啟用，此操作無法復原。',
    delete: '要刪除 {{name}} 嗎？此操作無法復原。',
    disconnect: '要中斷 {{name}} 的連接嗎？平台將停止讀取其交易帳戶。',
  },
  ask: {
    platform: '平台：',
    method: '連接方式：',
    name: '訊號名稱（4 到 20 個字母、數字、點、連字號或底線；之後無法更改）：',
    description: '描述（可留空）：',
    server: '券商伺服器（完整名稱）：',
    account: '交易帳號：',
    investorPassword: '投資人密碼（唯讀；不會顯示）：',
    apiKey: '唯讀 API 金鑰（不會顯示）：',
    apiSecret: 'API 密鑰（不會顯示）：',
  },
  ea: {
    title: '同步工具（EA）',
    token: '訊號權杖',
    howTo:
      '請將訊號權杖貼到 MetaTrader 終端上的同步工具（EA）；工具回報後訊號即完成連接。通訊協定：docs/ea-protocol.md。',
    keepSecret: '請妥善保管權杖：它是同步工具唯一需要的憑證。',
  },
  symbols: {
    matched: '已配對的商品',
    unmatched: '尚未配對的商品',
    providerSymbol: '帳戶商品',
    platformSymbol: '平台商品',
    contractSize: '合約大小',
    noneMatched: '尚未配對任何商品。',
    noneUnmatched: '帳戶的所有商品都已配對。',
  },
  usage: {
    required: '請提供 {{option}}：這裡沒有終端機可以詢問您。',
    badPlatform: '未知的平台 {{value}}。請從 {{choices}} 中選擇。',
    badMethod: '未知的連接方式 {{value}}。請從 {{choices}} 中選擇。',
    methodNotOffered: '{{platform}} 不支援以 {{method}} 連接。可用方式：{{methods}}。',
    followIncomplete: '跟隨設定必須一起提供：請提供 {{options}} 全部。',
    nothingToChange: '沒有要變更的內容。請至少提供 {{options}} 其中之一。',
    cannotRead: '無法讀取檔案 {{path}}。',
    badPair: '配對的寫法是 帳戶商品=平台商品（例如 EURUSD.m=EURUSD），而不是 {{value}}。',
    badSymbolFile:
      '無法讀取商品檔案 {{path}}：請使用 JSON（providerSymbol + platformSymbol 的清單）或標題列為 providerSymbol,platformSymbol 的 CSV。',
    oneSymbolAction: '請提供 {{sync}} 或配對（{{match}}、{{file}}）其中之一，不要同時提供。',
    passwordMissing:
      '未從標準輸入讀到投資人密碼。請以管線輸入一行；它絕不接受作為選項，以免留在 shell 歷史紀錄中。',
    apiKeyMissing:
      '未從標準輸入讀到 API 金鑰與密鑰。請以管線輸入，第一行為金鑰、第二行為密鑰；它們絕不接受作為選項，以免留在 shell 歷史紀錄中。',
    accountLinkOptions: '帳戶連接需要 {{server}} 與 {{account}}；投資人密碼從標準輸入讀取。',
  },
} as const satisfies DeepStringShape<typeof cliSignalsEnUS>;
