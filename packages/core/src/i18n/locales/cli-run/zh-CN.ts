import type { DeepStringShape } from '../text-shape.js';
import type { cliRunEnUS } from './en-US.js';

/** Texts of the `cliRun` namespace in zh-CN. */
export const cliRunZhCN = {
  download: {
    isFolder: '{{path}} 是文件夹。请改为指定其中的文件，例如 {{example}}。',
    interruptedStdout: '已中断。已有 {{rows}} 行（{{bytes}} 字节）写入标准输出，那里收到的内容并不完整。',
  },
  watch: {
    feedUnreachable: '无法连接实时数据 {{url}}。{{seconds}} 秒后重试…',
    change: '{{field}}：{{from}} → {{to}}',
  },
  list: {
    pastLastPage: '第 {{page}} 页超出最后一页（第 {{pages}} 页）；共有 {{count}} 条。',
  },
  withdrawTo: '收款账户：{{account}}',
  commander: {
    unknownOption: '无法识别的选项 {{option}}。',
    unknownCommand: '无法识别的命令 {{command}}。',
    excessArguments: '{{command}} 的参数过多。',
    missingArgument: '缺少参数 {{argument}}。',
    optionMissingArgument: '选项 {{option}} 需要一个值。',
    missingMandatoryOption: '必须提供选项 {{option}}。',
    invalidChoice: '{{value}} 不是 {{target}} 的可用值。请从以下选择：{{choices}}。',
    didYouMean: '您是否想输入 {{suggestion}}？',
  },
} as const satisfies DeepStringShape<typeof cliRunEnUS>;
