import type { DeepStringShape } from '../text-shape.js';
import type { walletPageEnUS } from './en-US.js';

export const walletPageJaJP = {
  intro:
    '保有している資金、処理中の出金で凍結されている金額、資金と報酬トークンのすべての動きを確認できます。',
  switchLabel: 'ウォレットの表示',
  live: 'リアルタイムで更新',
  offline: 'リアルタイム更新を一時停止中：再接続しています…',
  tokenUnit: 'トークン',
  figures: {
    total: {
      label: '総残高',
      tip: 'ウォレット内のすべての資金です。出金可能額と、処理中の出金で凍結されている金額の合計です。',
    },
    frozen: {
      label: '処理中の出金で凍結',
      tip: '審査中または処理中の出金で凍結されている金額です。出金がキャンセルまたは却下されると、出金可能額に戻ります。',
    },
    withdrawable: {
      label: '出金可能額',
      tip: '今すぐ出金できる金額です。',
    },
    tokenBalance: {
      label: 'トークン残高',
      tip: '登録、最初のシグナル作成、フォロワー10人達成、紹介で獲得した報酬トークンです。トークンは米ドルではなく、出金できません。',
    },
    net: {
      label: '純資産',
      tip: 'ウォレットの収益です。利益分配とプラットフォームからの入金から、プラットフォームによる差し引きと完了した出金の手数料を差し引いた額です。',
    },
    cash: {
      label: '現金',
      tip: '今すぐ出金できる資金です。出金可能額と同じです。',
    },
    securities: {
      label: '有価証券',
      tip: 'ウォレットが保有するポジションの評価額です。ウォレットはポジションを保有しないため、0 です。',
    },
    transactionCost: {
      label: '取引コスト',
      tip: '完了した出金の手数料です。',
    },
    totalFunds: {
      label: '総資金',
      tip: '現金、処理中の出金で凍結されている金額、有価証券の合計です。総残高と同じです。',
    },
    realFunds: {
      label: '実資金',
      tip: '米ドル建ての資金です。報酬トークンは含みません。',
    },
  },
  records: {
    heading: '履歴',
    tabsLabel: '履歴の種類',
    caption: {
      real: '資金履歴（新しい順）',
      token: 'トークン履歴（新しい順）',
    },
    filters: {
      label: '履歴を絞り込む',
      type: '種類',
      allTypes: 'すべての種類',
      from: '開始日',
      to: '終了日（当日を含む）',
      direction: '入金または出金',
      bothDirections: '入金と出金',
      in: '入金',
      out: '出金',
      clear: '絞り込みを解除',
    },
    empty: {
      title: 'まだ履歴はありません',
      real: '利益分配、出金、プラットフォームからの入金が発生すると、ここに表示されます。',
      token: '報酬を獲得すると、ここに表示されます。',
      filteredTitle: '条件に一致する履歴はありません',
      filteredText: '条件を変更するか解除すると、ほかの履歴を表示できます。',
      rangeText: '開始日は終了日以前で、期間は1年以内にしてください。',
    },
    totals: {
      label: '絞り込み結果の合計',
      count: '件数',
      moneyIn: '入金',
      moneyOut: '出金',
      net: '差引',
    },
  },
} satisfies DeepStringShape<typeof walletPageEnUS>;
