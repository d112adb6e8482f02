import type { DeepStringShape } from '../text-shape.js';
import type { withdrawPageEnUS } from './en-US.js';

export const withdrawPageJaJP = {
  form: {
    withdrawableNow: '現在出金できるのは最大 {{amount}} です。',
    bankAccount: '銀行口座',
    cryptoAddress: '暗号資産アドレス',
    noBankAccount: '銀行口座がまだありません。追加すると銀行送金で出金できます。',
    noCryptoAddress:
      '{{network}} ネットワークの {{currency}} アドレスがまだありません。追加すると暗号資産で出金できます。',
    submitting: '送信中…',
    answerLost:
      '申請が届いたか確認できませんでした。下の出金履歴をご確認ください。やり直す場合は同じ内容で申請してください。同じ申請が受け付けられるのは一度だけです。',
  },
  quote: {
    title: '出金の概要',
    enterAmount: '金額を入力すると、手数料と受取額が表示されます。',
    rate: '1 USD = {{rate}} {{currency}}',
    destination: '支払先',
    noDestination: '受取先を選択してください。',
    remaining: 'この申請後の出金可能額',
    processing: '承認後、処理には{{min}}～{{max}}営業日かかります。手数料は金額に含まれます。',
  },
  kycGate: {
    title: '本人確認が完了していません',
    current: '現在の状態：',
    viewStatus: '本人確認を表示',
  },
  history: {
    caption: 'あなたの出金（新しい順）',
    filters: '出金履歴の絞り込み',
    allStatuses: 'すべての状態',
    clearFilters: '絞り込みを解除',
    live: 'リアルタイム更新中',
    offline: 'リアルタイム更新を停止中：再接続しています…',
    emptyTitle: 'まだ出金はありません',
    emptyText: '出金申請はここに表示され、状態は自動で更新されます。',
    emptyFilteredTitle: '該当する出金はありません',
    emptyFiltered: 'この条件に合う出金はありません。別の状態または日付を選んでください。',
    columns: {
      applied: '申請日時',
      method: '方法と受取先',
      amount: '金額',
      fee: '手数料',
      receive: '受取額',
      status: '状態',
    },
    id: 'ID {{id}}',
    receipt: {
      paid: '支払済み',
      estimated: '予定',
      none: '支払なし',
    },
    events: {
      applied: '申請',
      approved: '承認',
      rejected: '却下',
      cancelled: 'キャンセル',
      completed: '完了',
    },
    comment: 'コメント：{{comment}}',
    changed: '{{amount}} の出金：{{status}}',
  },
  cancel: {
    text: 'キャンセルは取り消せません。{{amount}} は出金可能残高に戻ります。',
    keep: '申請を残す',
    buttonLabel: '{{date}} に申請した {{amount}} の出金をキャンセル',
  },
} satisfies DeepStringShape<typeof withdrawPageEnUS>;
