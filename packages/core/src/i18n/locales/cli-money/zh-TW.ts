import type { DeepStringShape } from '../text-shape.js';
import type { cliMoneyEnUS } from './en-US.js';

export const cliMoneyZhTW = {
  lists: {
    badFormat: '不支援的格式：{{format}}。請選擇 {{formats}} 其中之一。',
    allWithPage: '{{all}} 會從第一頁讀取所有頁面，請勿同時指定 {{page}}。',
    jsonNeedsFile: '使用 {{json}} 時結果會輸出到標準輸出，請用 {{option}} 將 {{format}} 資料寫入檔案。',
    interruptedStdout: '已中斷：中斷前已有 {{rows}} 筆資料寫入標準輸出。',
    saved: '已將 {{rows}} 筆資料儲存至 {{path}}。',
  },
  accounts: {
    bank: '銀行帳戶',
    crypto: '加密貨幣地址',
    added: '已新增{{kind}}。',
    saved: '已儲存{{kind}}。',
    removed: '已刪除{{kind}} {{id}}。',
    removeConfirm: '要刪除{{kind}} {{account}} 嗎？刪除後將無法再提領至此帳戶。',
    notFound: '找不到 ID 為 {{id}} 的銀行帳戶或加密貨幣地址（請參閱「accounts list」）。',
    missing: '請提供 {{options}}：目前沒有可詢問您的終端機。',
    nothingToChange: '請至少提供一個要修改的欄位：{{options}}。',
    wrongFields: '{{id}} 是{{kind}}，無法修改 {{options}}。',
  },
  withdraw: {
    quote: '試算',
    dryRun: '試算模式：未送出任何申請。若要申請，請不加 {{option}} 再執行一次。',
    notFound: '找不到 ID 為 {{id}} 的提領申請（請參閱「withdraw list」）。',
    replayed: '這筆提領申請已由先前同一請求的執行送出；這次沒有送出新的申請。',
  },
} satisfies DeepStringShape<typeof cliMoneyEnUS>;
