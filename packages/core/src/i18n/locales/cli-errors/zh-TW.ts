import type { DeepStringShape } from '../text-shape.js';
import type { cliErrorsEnUS } from './en-US.js';

/** Texts of the `cliErrors` namespace in zh-TW. */
export const cliErrorsZhTW = {
  IDEMPOTENCY_KEY_REUSED:
    '此請求已用不同內容送出過。若要作為新請求送出，請以新的 --idempotency-key（或不加此選項）重新執行指令。',
  STRATEGY_NOT_FOUND: '找不到此策略，可能已被移除。請確認 ID 後重新執行指令。',
  SIGNAL_NOT_FOUND: '找不到此訊號，可能已被刪除。請執行「signal-portal signals list」查看您的訊號及其 ID。',
  ID_NOT_FOUND: '找不到您要的項目。請確認 ID（列表指令會列出）後重新執行指令。',
  BANK_ACCOUNT_NOT_FOUND:
    '找不到此銀行帳戶。請執行「signal-portal accounts list」查看您的帳戶，或以「signal-portal accounts add」重新新增。',
  CRYPTO_ADDRESS_NOT_FOUND:
    '找不到此加密貨幣地址。請執行「signal-portal accounts list」查看您的地址，或以「signal-portal accounts add」重新新增。',
  COMPETITION_NOT_FOUND: '找不到此競賽，可能已被移除。請確認 ID 後再試一次。',
  DEPOSIT_ORDER_NOT_FOUND: '找不到此入金單。請確認 ID 後再試一次。',
  WITHDRAW_ORDER_NOT_FOUND:
    '找不到此出金申請。請執行「signal-portal withdraw list」查看您的出金申請及其 ID。',
  SIGNAL_NOT_PENDING_REVIEW:
    '此訊號目前不在待審核狀態，無法核准或駁回。請執行「signal-portal signals show <id>」查看其目前狀態。',
  SIGNAL_DELETED: '此訊號已被刪除。請執行「signal-portal signals list」查看您現有的訊號。',
  SIGNAL_INVALID_TRANSITION:
    '訊號目前的狀態無法執行此操作。請執行「signal-portal signals show <id>」查看其目前狀態，若狀態允許再試一次。',
  ROBOT_NOT_FOUND:
    '找不到此交易機器人，可能已停止運作。請執行「signal-portal signals robots <id>」查看此訊號的機器人。',
  WRONG_VERSION:
    '此項目已在其他地方被修改。請再次顯示以查看目前版本（訊號請用「signal-portal signals show <id>」），再重新執行指令。',
  COMPETITION_STATUS: '競賽目前的狀態無法執行此操作。請確認其狀態，稍後再試。',
  FEE_TYPE_ERROR: '手續費類型有誤。請以 --help 查看可接受的值，再重新執行指令。',
  DEPOSIT_ORDER_STATUS: '入金單目前的狀態無法執行此操作。請確認其狀態，稍後再試。',
  DEPOSIT_ORDER_TYPE: '入金單類型有誤。請以 --help 查看可接受的值，再重新執行指令。',
  WITHDRAW_ORDER_STATUS:
    '出金申請目前的狀態無法執行此操作。請執行「signal-portal withdraw show <id>」查看其目前狀態。',
  KYC_NOT_UNDER_REVIEW: '此身分驗證目前不在審核中，無法核准、駁回或封鎖。請確認其目前狀態後再試一次。',
  WEBSOCKET_ACTION_ERROR: '即時更新請求失敗。請重新執行指令。',
  STREAM_ERROR: '即時資料串流已中斷。請重新執行指令以繼續接收。',
} as const satisfies DeepStringShape<typeof cliErrorsEnUS>;
