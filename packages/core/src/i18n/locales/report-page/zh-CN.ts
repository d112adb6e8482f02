import type { DeepStringShape } from '../text-shape.js';
import type { reportPageEnUS } from './en-US.js';

export const reportPageZhCN = {
  intro:
    '跟单者机器人带给您的分润（已支付和尚未支付），以及它们复制的订单。可以筛选、翻页，并把您看到的内容原样下载为 CSV。',
  tabsLabel: '报表',
  tabNotes: {
    ledger:
      '每次结算对您每个跟单机器人做了什么及原因：已结算并支付、无应付分润（盈利未超过高水位线）、已延后（跟单者经纪商资金不足，或尚无汇率），或之后重新结算。可据此了解某个机器人当月为何没有分润。',
    settlements:
      '已支付到您钱包的分润：到期时结算，或先被暂扣、之后再重新结算。机器人在开始跟单 30 天后结算，之后每 30 天结算一次；平台收取 10% 手续费。',
    unsettled:
      '尚未支付的分润。未结算：机器人超出高水位线的盈利，将在所示时间分润（在此之前金额会随机器人盈利变动）。等待重新结算：已到期但被暂扣的分润，稍后会支付到您的余额。',
    orders: '跟单者机器人复制的您的订单，按开仓时间从新到旧排列。',
  },
  filters: {
    allOutcomes: '全部结果',
    outcome: '结果',
    label: '筛选',
    allStatuses: '全部状态',
    from: '开始日期',
    to: '结束日期（含）',
    symbol: '品种',
    symbolHint: '按 Enter 应用。',
    clear: '清除筛选',
    utc: '时间均为 UTC；金额以美元（USD）计。',
  },
  columns: {
    outcome: '结果与原因',
    marks: '高水位线（前 → 后）',
    accountShare: '账户币种分润',
    rate: '兑 USD 汇率',
    settleTime: '结算时间（UTC）',
    openCloseTime: '开仓／平仓时间（UTC）',
    fee: '平台手续费（10%）',
  },
  tips: {
    hwm: '补亏高水位线：机器人已分润过的最高累计盈利。只有超出这条线的盈利才会分润，因此亏损之后要先补回亏损，才会再次分润。',
    fee: '平台收取每笔分润的 10%，其余归您。',
  },
  heldBack: '暂扣：{{reason}}',
  stillOpen: '持仓中',
  captions: {
    ledger: '结算记录，每个机器人一行，由新到旧',
    settlements: '已结算的分润，从新到旧',
    unsettled: '未结算的分润，结算时间从晚到早',
    orders: '被复制的订单，从新到旧',
  },
  totals: {
    title: '筛选结果合计（所有页）',
    records: '条数',
  },
  empty: {
    ledger: '机器人开始跟单您的信号 30 天后首次结算，之后就会出现在这里。',
    invalidTitle: '请检查日期范围',
    title: '暂无记录',
    filteredTitle: '没有符合筛选条件的记录',
    filteredText: '请换一个信号、状态或日期范围，或清除筛选。',
    settlements: '跟单者的机器人开始跟随您的信号 30 天后，才会结算分润。',
    unsettled: '目前没有应付给您的分润：没有机器人的盈利超出高水位线，也没有被暂扣的分润。',
    orders: '跟单者的机器人复制您的交易后，订单会显示在这里。',
  },
  invalidRange: '请选择不晚于结束日期的开始日期，且两者相隔不超过 366 天，才能查看记录。',
  download: {
    label: '下载 CSV',
    hint: '符合筛选条件的全部记录（所有页）。',
    unavailable: '请选择有效的日期范围后再下载。',
  },
  csv: {
    ledger: '结算记录文件中，每个机器人每次结算一行；盈利与高水位线以 currency 列的币种计，分润以 USD 计。',
    about: '关于 CSV',
    lines: '第一行为表头，之后每条记录一行：符合筛选条件的全部记录（所有页），顺序与页面相同。',
    columns: '列（名称与 API 相同）：{{columns}}。',
    format:
      'UTF-8 编码，以逗号分隔，仅在需要时加引号。时间为 UTC 的 ISO 8601 格式（2026-04-30T12:00:00.000Z）。金额为美元，使用小数点、保留两位小数、不含千位分隔符；交易量为手数，与原始记录一致。',
    more: '每一列的说明见门户文档中的 docs/report-csv.md。',
  },
  ledgerTotals: {
    settled: '已结算',
    nothingDue: '无应付分润',
    deferred: '已延后',
    resettled: '已重新结算',
    receive: '您已收到',
  },
  currencyNote: '盈利与高水位线以信号账户币种计（TWSE 信号为 TWD）；分润按结算时的平台汇率以 USD 支付。',
  converted: '{{amount}} {{currency}}，汇率 {{rate}}',
  rateMissing: '尚无汇率',
  deferred: '已延后：{{reason}}',
  signalsUnavailable: '无法加载您的信号，因此信号筛选只能选择全部信号。',
} as const satisfies DeepStringShape<typeof reportPageEnUS>;
