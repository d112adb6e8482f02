import type { DeepStringShape } from '../text-shape.js';
import type { cliFrameworkEnUS } from './en-US.js';

export const cliFrameworkZhTW = {
  configDamaged: '無法讀取設定檔 {{path}}：內容不是設定值的 JSON 物件。',
  configDamagedHint: '請修正該檔案，或刪除它以回到預設設定（其中保存的設定將會遺失）。未做任何變更。',
  configNotSet: '{{key}} 尚未設定：指令需要時會從入口頁面讀取。',
  codeResendIn: '{{seconds}} 秒後可重新傳送驗證碼：屆時不輸入內容直接按 Enter 即可。',
  codeResendNow: '若要取得新的驗證碼，請不輸入內容直接按 Enter。',
  codeSentNext: '收到驗證碼後，請執行以下指令完成登入：{{command}}',
} satisfies DeepStringShape<typeof cliFrameworkEnUS>;
