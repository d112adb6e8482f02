import type { DeepStringShape } from '../text-shape.js';
import type { signalListEnUS } from './en-US.js';

export const signalListJaJP = {
  intro: '審査状況ごとにシグナルを表示します。接続し、審査に提出し、リターンを確認できます。',
  tabsLabel: '審査状況別のシグナル',
  columns: {
    signal: 'シグナル',
    state: '状態',
    followers: 'フォロワー',
    investedFund: '運用資金',
    returns: 'リターン',
    return7: '7日',
    return30: '30日',
    return180: '180日',
    lastActive: '最終アクティブ',
    actions: '操作',
  },
  stateLabels: {
    review: '審査',
    running: '稼働',
    connection: '接続',
  },
  lostReason: '理由：{{reason}}',
  absent: {
    notConnected: 'まだ数値がありません。口座を接続すると計算されます。',
    calculating: 'パフォーマンスを計算中です。',
    noData: '口座からのデータはまだありません。',
  },
  empty: {
    title: 'シグナルはまだありません',
    listed: '承認済みのシグナルはまだありません。承認されるとここに表示されます。',
    pending: '審査待ちまたは設定中のシグナルはありません。',
    archived: 'アーカイブ済みのシグナルはありません。アーカイブしたシグナルの実績はここに残ります。',
  },
  menuLabel: '{{name}} の操作',
  actions: {
    continueSetup: '設定を続ける',
    retryConnection: '接続を再試行',
  },
  working: '処理中…',
  toast: {
    reconnecting: '保存済みの口座情報で再接続しています。',
  },
  reasons: {
    SIGNAL_ARCHIVED: 'アーカイブ済みのシグナルは変更できません。',
    SIGNAL_DELETED: 'このシグナルは削除されています。',
    SIGNAL_ALREADY_CONNECTED: 'シグナルはすでに接続されています。',
    SIGNAL_INVALID_TRANSITION: 'シグナルの現在の状態では実行できません。',
    SIGNAL_NOT_PASSED_REVIEW: '先にシグナルの承認が必要です。',
    SIGNAL_PERFORMANCE_NOT_CALCULATED: 'パフォーマンスの計算が終わるまでお待ちください。',
    SIGNAL_NO_TRADE_HISTORY: '先に口座で決済済みの取引が必要です。',
    SIGNAL_DISABLED: 'シグナルは有効になっていません。',
    SIGNAL_ENABLED: '先にシグナルを無効にしてください。',
    SIGNAL_CONNECTED: '先にシグナルの接続を解除してください。',
    SIGNAL_NOT_CONNECTED: '先に口座を接続してください。',
    SIGNAL_ROBOTS_FOLLOWING: 'このシグナルをフォロー中のロボットがあります。',
    SIGNAL_CANNOT_DELETE: '公開された実績があるため、代わりにアーカイブしてください。',
    SIGNAL_CANNOT_SUBMIT: '提出できるのは下書きか不承認のシグナルだけです。',
    SIGNAL_NO_MATCHED_SYMBOL: '先に銘柄を1つ以上マッチングしてください。',
  },
  reasonsFor: {
    enable: {
      SIGNAL_NOT_CONNECTED: '有効にする前に口座を接続してください。',
      SIGNAL_ENABLED: 'シグナルはすでに有効です。',
      SIGNAL_NOT_PASSED_REVIEW: '有効にするにはシグナルの承認が必要です。',
    },
    submit: {
      SIGNAL_NOT_CONNECTED: '提出する前に口座を接続してください。',
      SIGNAL_NO_MATCHED_SYMBOL: '提出する前に銘柄を1つ以上マッチングしてください。',
    },
    disconnect: {
      SIGNAL_ENABLED: '接続を解除する前にシグナルを無効にしてください。',
      SIGNAL_NOT_CONNECTED: 'シグナルは接続されていません。',
    },
    archive: {
      SIGNAL_ENABLED: 'アーカイブする前にシグナルを無効にしてください。',
      SIGNAL_CONNECTED: 'アーカイブする前にシグナルの接続を解除してください。',
    },
    delete: {
      SIGNAL_ENABLED: '削除する前にシグナルを無効にしてください。',
      SIGNAL_CONNECTED: '削除する前にシグナルの接続を解除してください。',
    },
  },
} satisfies DeepStringShape<typeof signalListEnUS>;
