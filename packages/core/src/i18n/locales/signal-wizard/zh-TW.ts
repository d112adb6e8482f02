import type { DeepStringShape } from '../text-shape.js';
import type { signalWizardEnUS } from './en-US.js';

export const signalWizardZhTW = {
  intro: '逐步建立訊號：選擇連線方式、填寫名稱、連結交易帳戶、配對商品，最後送出審核。',
  resumeIntro: '從上次中斷的地方繼續設定 {{name}}。',
  stepper: {
    label: '設定步驟',
    done: '已完成',
    current: '目前步驟',
    upcoming: '尚未開始',
  },
  steps: {
    connectApiKey: '連結 API 金鑰',
    connectTool: '連結同步工具',
  },
  method: {
    platformLegend: '平台',
    platformText: {
      MT4: '透過 MetaTrader 4 經紀商交易外匯、貴金屬與指數。',
      MT5: '透過 MetaTrader 5 經紀商交易外匯、貴金屬與指數。',
      BINANCE: '幣安 USDT 本位永續合約。',
      TWSE: '透過您的券商交易台灣股票與 ETF。',
    },
    methodLegend: '連線方式',
    choosePlatformFirst: '請先選擇平台，可用的連線方式取決於平台。',
    accountLinkTwse: '輸入伺服器、帳號與唯讀密碼，連結您的券商帳戶。',
    chooseBoth: '請選擇平台與連線方式後再繼續。',
  },
  details: {
    charCount: '{{count}} / {{max}} 個字元',
    createAndContinue: '建立訊號並繼續',
    createdNote: '訊號已建立。請重新上傳圖片，或移除圖片後直接繼續。',
  },
  connect: {
    text: {
      ACCOUNT_LINK: '搜尋您經紀商的伺服器（至少 4 個字元），再輸入帳號與唯讀投資人密碼。',
      API_KEY: '輸入唯讀 API 金鑰及其密鑰。我們只會讀取您的持倉與成交紀錄。',
      EA: '開始連線。同步工具帶著您的權杖回報後，訊號就會完成連線。',
    },
    connectFirst: '請先連結帳戶才能繼續。',
  },
  install: {
    steps: {
      download: '下載適用於 {{platform}} 的同步工具。',
      copy: '在 MetaTrader 的「檔案」選單中開啟資料夾，將工具複製到 MQL4/Experts（MetaTrader 5 為 MQL5/Experts）。',
      allow: '重新啟動 MetaTrader，並在選項中允許演算法交易。',
      attach: '將同步工具掛載到任一圖表上。下一步會請您把訊號權杖貼到它的設定中。',
    },
    downloadUnavailable: '本站目前尚未提供下載，請向網站營運方索取同步工具。',
  },
  token: {
    keepSecret: '取得此權杖的人都能以您訊號的名義傳送交易，請勿外流。',
  },
  symbols: {
    text: '帳戶連線後會讀取其商品，可辨識的商品會自動配對，其餘請手動配對；至少需配對一個商品。',
    waitingTool: '正在等待同步工具以您的權杖回報，回報後就會顯示您的商品。',
    waitingAccount: '正在讀取您的帳戶，商品稍後就會出現。',
    saveFirst: '請先儲存配對才能繼續。',
  },
  review: {
    summary: '您的訊號',
    connection: '連線',
    matchedSymbols: '已配對商品',
    noDescription: '沒有簡介',
    noImage: '沒有圖片',
    imageAlt: '{{name}} 的圖片',
    waitingConnection: '您的帳戶已連線，正在計算績效。計算完成後即可送出審核。',
  },
  submitted: {
    title: '已送出審核',
    toList: '前往我的訊號',
    toSignal: '查看此訊號',
  },
  notDraft: {
    title: '此訊號已完成設定',
    submitted: '{{name}} 已完成設定，目前審核狀態為「{{status}}」。請到訊號頁面查看進度。',
    archived: '{{name}} 已封存，仍可在訊號頁面查看其績效。',
    open: '開啟訊號',
  },
} satisfies DeepStringShape<typeof signalWizardEnUS>;
