import type { DeepStringShape } from '../text-shape.js';
import type { walletPageEnUS } from './en-US.js';

export const walletPageZhCN = {
  intro: '您持有的资金、待处理提现冻结的金额，以及资金与奖励代币的每一笔变动。',
  switchLabel: '钱包视图',
  live: '实时更新',
  offline: '实时更新已暂停：正在重新连接…',
  tokenUnit: '代币',
  figures: {
    total: {
      label: '总余额',
      tip: '钱包中的全部资金：可提取金额加上待处理提现冻结的金额。',
    },
    frozen: {
      label: '待处理提现冻结',
      tip: '审核中或处理中的提现所冻结的金额。提现取消或被拒绝时，会退回可提取金额。',
    },
    withdrawable: {
      label: '可提取金额',
      tip: '您现在可以提取的金额。',
    },
    tokenBalance: {
      label: '代币余额',
      tip: '注册、创建第一个信号、达到 10 位跟单者和推荐好友获得的奖励代币。代币不是美元，无法提取。',
    },
    net: {
      label: '净值',
      tip: '钱包的收益：分润与平台入账，扣除平台扣款和已完成提现的手续费。',
    },
    cash: {
      label: '现金',
      tip: '您现在可以提取的资金，与“可提取金额”相同。',
    },
    securities: {
      label: '证券',
      tip: '钱包持有头寸的价值。钱包不持有任何头寸，因此为 0。',
    },
    transactionCost: {
      label: '交易成本',
      tip: '已完成提现的手续费。',
    },
    totalFunds: {
      label: '总资金',
      tip: '现金，加上待处理提现冻结的金额，再加上证券，与“总余额”相同。',
    },
    realFunds: {
      label: '真实资金',
      tip: '您以美元计的资金，不含奖励代币。',
    },
  },
  records: {
    heading: '记录',
    tabsLabel: '记录类别',
    caption: {
      real: '资金记录，从新到旧',
      token: '代币记录，从新到旧',
    },
    filters: {
      label: '筛选记录',
      type: '类型',
      allTypes: '所有类型',
      from: '开始日期',
      to: '结束日期（含当日）',
      direction: '入账或出账',
      bothDirections: '入账和出账',
      in: '入账',
      out: '出账',
      clear: '清除筛选',
    },
    empty: {
      title: '暂无记录',
      real: '分润、提现和平台入账发生时会显示在这里。',
      token: '获得奖励时会显示在这里。',
      filteredTitle: '没有符合筛选条件的记录',
      filteredText: '请更改或清除筛选条件以查看更多记录。',
      rangeText: '请选择不晚于结束日期的开始日期，且间隔不超过一年。',
    },
    totals: {
      label: '筛选结果合计',
      count: '笔数',
      moneyIn: '入账',
      moneyOut: '出账',
      net: '净额',
    },
  },
} satisfies DeepStringShape<typeof walletPageEnUS>;
