import type { DeepStringShape } from '../text-shape.js';
import type { cliFrameworkEnUS } from './en-US.js';

export const cliFrameworkJaJP = {
  configDamaged: '設定ファイル {{path}} を読み込めません：設定の JSON オブジェクトではありません。',
  configDamagedHint:
    'ファイルを修正するか、削除して既定の設定に戻してください（保存されていた設定は失われます）。何も変更されていません。',
  configNotSet: '{{key}} は設定されていません：コマンドが必要とするときにポータルページから読み取ります。',
  codeResendIn:
    '{{seconds}} 秒後に新しいコードを送信できます：その後、何も入力せずに Enter を押してください。',
  codeResendNow: '新しいコードを受け取るには、何も入力せずに Enter を押してください。',
  codeSentNext: 'コードが届いたら、次のコマンドでログインを完了してください：{{command}}',
} satisfies DeepStringShape<typeof cliFrameworkEnUS>;
