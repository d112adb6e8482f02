import type { DeepStringShape } from '../text-shape.js';
import type { cliFiguresEnUS } from './en-US.js';

export const cliFiguresJaJP = {
  figure: '指標',
  value: '値',
  whyAbsent: '値がない理由',
  formulaVersion: '計算式のバージョン',
  calculatedAt: '計算日時',
  tradeHighlight: '{{profit}} USD（{{symbol}}、チケット {{ticket}}、決済 {{time}}）',
  annualisation: '年 {{periods}} リターン期間',
  labels: {
    startedAt: '最初の取引活動',
    historyDays: '履歴の日数',
    finalBalance: '最終残高',
    apr7: '7 日間の年率リターン',
    apr30: '30 日間の年率リターン',
    apr180: '180 日間の年率リターン',
    grossProfit: '総利益',
    grossLoss: '総損失',
    winningTrades: '勝ちトレード数',
    losingTrades: '負けトレード数',
    breakEvenTrades: '損益ゼロのトレード数',
    annualisation: '年率換算',
    dailySeries: '日次系列',
    absentReasons: '値がない指標の理由',
    otherFields: 'その他の項目',
    month: '月',
    monthReturn: 'リターン',
  },
  history: {
    title: '指標の計算に使われた取引と入出金',
    source: '取得元',
    syncedTo: '口座から読み込んだ範囲',
    sources: {
      BROKER: 'ブローカーから読み込み',
      EA: 'EA から送信',
    },
    types: {
      TRADE: '取引',
      BALANCE: '入出金',
    },
    kinds: {
      DEPOSIT: '入金',
      WITHDRAWAL: '出金',
    },
    columns: {
      type: '種類',
      id: 'チケットまたは ID',
      time: '日時',
      detail: '銘柄・売買または種類',
      volume: 'ロット',
      prices: '建値 → 決済価格',
      amount: '損益または金額',
    },
    empty: '取引や入出金はまだありません。',
    csvIsWhole:
      'CSV は常に履歴全体です。{{option}} を外してください。1 ページだけなら {{format}} を使います。',
  },
  stats: {
    server: 'サーバー',
    recomputed: '再計算',
    difference: '差',
    same: '一致',
    differs: '不一致',
    allEqual:
      '{{entries}} 件の履歴から再計算した {{count}} 個の指標はすべてサーバーと一致しました（計算式 {{version}}、計算日時 {{time}}）。',
    someDiffer: '履歴から再計算した指標のうち {{count}} 個がサーバーと一致しません。',
    refreshedWhileReading:
      '履歴を読み込む間に指標が何度も更新されました。もう一度コマンドを実行してください。',
  },
  followers: {
    date: '日付',
    empty: 'この期間のフォロワーはいません。',
  },
  robots: {
    empty: 'このシグナルをフォローしているロボットはまだありません。',
    startedAt: '開始日時',
    hwm: 'ハイウォーターマーク',
  },
  simulate: {
    equityAfter: '精算後の資産',
    totals:
      '合計でフォロワーが {{share}} USD を支払い、プラットフォームが {{fee}} USD を受け取り、あなたは {{receive}} USD を受け取ります。最終的な資産は {{equity}} USD です。',
    oneSource: '月次リターンは 1 つの方法だけで指定してください：{{options}}。',
    noReturns: '月次リターンを {{returns}}、{{file}} または {{signal}} で指定してください。',
    percentRequired:
      '利益分配率を {{option}} で指定するか、{{signal}} でそのシグナルの利益分配率を使ってください。',
    cannotRead: '{{path}} を読み込めません。',
    signalHasNoReturns: 'このシグナルにはまだ月次リターンがありません。',
  },
} as const satisfies DeepStringShape<typeof cliFiguresEnUS>;
