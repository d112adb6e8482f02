import type { DeepStringShape } from '../text-shape.js';
import type { kitEnUS } from './en-US.js';

export const kitZhTW = {
  loadFailed: '無法載入此內容。',
  moreInfo: '更多資訊',
  copyFailed: '此處不允許複製，請自行選取文字並複製。',
  leaveTitle: '不儲存就離開？',
  leaveText: '您的變更尚未儲存，離開此頁面將會遺失。',
  leave: '離開',
  stay: '留下',
  showTable: '以表格顯示',
  showChart: '以圖表顯示',
  absent: '無資料',
} satisfies DeepStringShape<typeof kitEnUS>;
