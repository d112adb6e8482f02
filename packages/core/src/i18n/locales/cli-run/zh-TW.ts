import type { DeepStringShape } from '../text-shape.js';
import type { cliRunEnUS } from './en-US.js';

/** Texts of the `cliRun` namespace in zh-TW. */
export const cliRunZhTW = {
  download: {
    isFolder: '{{path}} 是資料夾。請改為指定其中的檔案，例如 {{example}}。',
    interruptedStdout: '已中斷。已有 {{rows}} 列（{{bytes}} 位元組）寫到標準輸出，該處收到的內容並不完整。',
  },
  watch: {
    feedUnreachable: '無法連上即時資料 {{url}}。{{seconds}} 秒後重試…',
    change: '{{field}}：{{from}} → {{to}}',
  },
  list: {
    pastLastPage: '第 {{page}} 頁超過最後一頁（第 {{pages}} 頁）；共有 {{count}} 筆。',
  },
  withdrawTo: '收款帳戶：{{account}}',
  commander: {
    unknownOption: '無法辨識的選項 {{option}}。',
    unknownCommand: '無法辨識的指令 {{command}}。',
    excessArguments: '{{command}} 的參數太多。',
    missingArgument: '缺少參數 {{argument}}。',
    optionMissingArgument: '選項 {{option}} 需要一個值。',
    missingMandatoryOption: '必須提供選項 {{option}}。',
    invalidChoice: '{{value}} 不是 {{target}} 可用的值。請從以下選擇：{{choices}}。',
    didYouMean: '您是否要輸入 {{suggestion}}？',
  },
} as const satisfies DeepStringShape<typeof cliRunEnUS>;
