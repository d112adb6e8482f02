import type { DeepStringShape } from '../text-shape.js';
import type { twOrderEnUS } from './en-US.js';

export const twOrderZhCN = {
  backTo: '返回 {{name}}',
  forSignal: '在 {{name}} 的交易账户下市价单，并查看委托记录。',
  twseOnly: {
    title: '只有 TWSE 信号可以下单',
    text: '{{name}} 在 {{platform}} 交易。只有台湾证券交易所的信号才能下单。',
    action: '返回信号',
  },
  notConnected: {
    title: '请先连接信号再下单',
    text: '委托会发送到此信号关联的交易账户。请先连接账户，再回到这里。',
    action: '连接信号',
  },
  form: {
    side: '买入或卖出',
    orderTypeNote:
      '市价单是唯一的委托类型。交易时段（周一至周五台北时间 09:00–13:30）内按市价成交；在时段外下单则保持待处理。',
    symbolMatched: '已匹配到此信号的品种。',
    symbolAll: '此信号尚未匹配任何品种：列出平台可交易的所有品种。',
    volume: '数量（股）',
    volumeHint: '以整股为单位。{{lot}} 股为一手（一个交易单位）；不足一手为零股交易。',
    placeBuy: '提交买入委托',
    placeSell: '提交卖出委托',
    placing: '正在提交委托…',
  },
  history: {
    caption: '此信号的委托，最新的在前',
    live: '实时更新',
    offline: '实时更新暂停：正在重新连接…',
    noPrice: '暂无价格：委托待处理中。',
    emptyTitle: '暂无委托',
    emptyText: '您为此信号提交的委托会显示在这里，状态会自动更新。',
    changed: '委托 {{symbol}}，{{volume}} 股：{{status}}',
  },
  toast: {
    submitted: '您的 {{symbol}} 委托已提交。',
    pending: '您的 {{symbol}} 委托待处理中：目前已收盘。',
  },
} satisfies DeepStringShape<typeof twOrderEnUS>;
