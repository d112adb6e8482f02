import type { DeepStringShape } from '../text-shape.js';
import type { kitEnUS } from './en-US.js';

export const kitJaJP = {
  loadFailed: '読み込めませんでした。',
  moreInfo: '詳細情報',
  copyFailed: 'ここではコピーできません。テキストを選択してご自身でコピーしてください。',
  leaveTitle: '保存せずに移動しますか？',
  leaveText: '変更は保存されていません。このページを離れると失われます。',
  leave: '移動する',
  stay: '留まる',
  showTable: '表で表示',
  showChart: 'グラフで表示',
  absent: '該当なし',
} satisfies DeepStringShape<typeof kitEnUS>;
