import type { DeepStringShape } from '../text-shape.js';
import type { cliMoneyEnUS } from './en-US.js';

export const cliMoneyJaJP = {
  lists: {
    badFormat: '対応していない形式です：{{format}}。{{formats}} のいずれかを選んでください。',
    allWithPage: '{{all}} は最初のページからすべてのページを読み込むため、{{page}} は指定しないでください。',
    jsonNeedsFile:
      '{{json}} を指定すると結果は標準出力に出力されるため、{{format}} のデータは {{option}} でファイルに書き出してください。',
    interruptedStdout: '中断しました。中断までに {{rows}} 行が標準出力に書き出されました。',
    saved: '{{rows}} 行を {{path}} に保存しました。',
  },
  accounts: {
    bank: '銀行口座',
    crypto: '暗号資産アドレス',
    added: '{{kind}}を追加しました。',
    saved: '{{kind}}を保存しました。',
    removed: '{{kind}} {{id}} を削除しました。',
    removeConfirm: '{{kind}} {{account}} を削除しますか？削除すると、ここへは出金できなくなります。',
    notFound: 'ID が {{id}} の銀行口座または暗号資産アドレスはありません（「accounts list」を参照）。',
    missing: '{{options}} を指定してください。確認できる端末がありません。',
    nothingToChange: '変更する項目を少なくとも一つ指定してください：{{options}}。',
    wrongFields: '{{id}} は{{kind}}のため、{{options}} は変更できません。',
  },
  withdraw: {
    quote: '見積もり',
    dryRun:
      'ドライラン：申請は行われていません。申請するには {{option}} を付けずにもう一度実行してください。',
    notFound: 'ID が {{id}} の出金申請はありません（「withdraw list」を参照）。',
    replayed:
      'この出金申請は、同じリクエストの以前の実行ですでに申請済みです。今回、新しい申請は行われていません。',
  },
} satisfies DeepStringShape<typeof cliMoneyEnUS>;
