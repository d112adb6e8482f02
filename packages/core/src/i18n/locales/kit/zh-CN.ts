import type { DeepStringShape } from '../text-shape.js';
import type { kitEnUS } from './en-US.js';

export const kitZhCN = {
  loadFailed: '无法加载此内容。',
  moreInfo: '更多信息',
  copyFailed: '此处不允许复制，请自行选中文字并复制。',
  leaveTitle: '不保存就离开？',
  leaveText: '您的更改尚未保存，离开此页面将会丢失。',
  leave: '离开',
  stay: '留下',
  showTable: '以表格显示',
  showChart: '以图表显示',
  absent: '无数据',
} satisfies DeepStringShape<typeof kitEnUS>;
