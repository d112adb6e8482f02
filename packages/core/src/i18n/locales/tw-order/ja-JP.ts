import type { DeepStringShape } from '../text-shape.js';
import type { twOrderEnUS } from './en-US.js';

export const twOrderJaJP = {
  backTo: '{{name}} に戻る',
  forSignal: '{{name}} の取引口座での成行注文と注文履歴です。',
  twseOnly: {
    title: '注文できるのは TWSE のシグナルだけです',
    text: '{{name}} は {{platform}} で取引しています。注文できるのは台湾証券取引所のシグナルだけです。',
    action: 'シグナルに戻る',
  },
  notConnected: {
    title: '注文するにはシグナルを接続してください',
    text: '注文はこのシグナルに連携した取引口座に送られます。口座を接続してから、ここに戻ってください。',
    action: 'シグナルを接続',
  },
  form: {
    side: '買いまたは売り',
    orderTypeNote:
      '注文の種類は成行注文のみです。取引時間内（平日の台北時間 09:00–13:30）は市場価格で約定し、時間外に出した注文は保留のままになります。',
    symbolMatched: 'このシグナルにマッチングされた銘柄です。',
    symbolAll:
      'このシグナルにはまだマッチングされた銘柄がないため、プラットフォームで取引できるすべての銘柄を表示しています。',
    volume: '数量（株）',
    volumeHint:
      '整数の株数で入力します。{{lot}} 株で1単元になり、それより少ない株数は単元未満株の注文になります。',
    placeBuy: '買い注文を出す',
    placeSell: '売り注文を出す',
    placing: '注文を送信中…',
  },
  history: {
    caption: 'このシグナルの注文（新しい順）',
    live: 'リアルタイムで更新',
    offline: 'リアルタイム更新を一時停止中：再接続しています…',
    noPrice: '価格はまだありません：注文は保留中です。',
    emptyTitle: '注文はまだありません',
    emptyText: 'このシグナルで出した注文がここに表示され、状態は自動で更新されます。',
    changed: '注文 {{symbol}}、{{volume}} 株：{{status}}',
  },
  toast: {
    submitted: '{{symbol}} の注文を送信しました。',
    pending: '{{symbol}} の注文は保留中です：現在は取引時間外です。',
  },
} satisfies DeepStringShape<typeof twOrderEnUS>;
