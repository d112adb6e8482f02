import type { DeepStringShape } from '../text-shape.js';
import type { cliRunEnUS } from './en-US.js';

/** Texts of the `cliRun` namespace in ja-JP. */
export const cliRunJaJP = {
  download: {
    isFolder: '{{path}} はフォルダーです。代わりにその中のファイル名を指定してください（例: {{example}}）。',
    interruptedStdout:
      '中断しました。すでに {{rows}} 行（{{bytes}} バイト）を標準出力に書き出しており、そこに届いた内容は不完全です。',
  },
  watch: {
    feedUnreachable: 'ライブフィード {{url}} に接続できません。{{seconds}} 秒後に再試行します…',
    change: '{{field}}: {{from}} → {{to}}',
  },
  list: {
    pastLastPage:
      '{{page}} ページは最後のページ（{{pages}} ページ）を超えています。全部で {{count}} 件です。',
  },
  withdrawTo: '送金先: {{account}}',
  commander: {
    unknownOption: '不明なオプション {{option}} です。',
    unknownCommand: '不明なコマンド {{command}} です。',
    excessArguments: '{{command}} の引数が多すぎます。',
    missingArgument: '引数 {{argument}} がありません。',
    optionMissingArgument: 'オプション {{option}} には値が必要です。',
    missingMandatoryOption: 'オプション {{option}} は必須です。',
    invalidChoice: '{{value}} は {{target}} に指定できません。次から選んでください: {{choices}}。',
    didYouMean: '{{suggestion}} のことですか？',
  },
} as const satisfies DeepStringShape<typeof cliRunEnUS>;
