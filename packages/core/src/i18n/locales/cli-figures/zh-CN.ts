import type { DeepStringShape } from '../text-shape.js';
import type { cliFiguresEnUS } from './en-US.js';

export const cliFiguresZhCN = {
  figure: '指标',
  value: '数值',
  whyAbsent: '无数值的原因',
  formulaVersion: '公式版本',
  calculatedAt: '计算时间',
  tradeHighlight: '{{profit}} USD（{{symbol}}，单号 {{ticket}}，平仓于 {{time}}）',
  annualisation: '每年 {{periods}} 个收益期间',
  labels: {
    startedAt: '首次活动',
    historyDays: '历史天数',
    finalBalance: '最终余额',
    apr7: '7 日年化收益率',
    apr30: '30 日年化收益率',
    apr180: '180 日年化收益率',
    grossProfit: '总盈利',
    grossLoss: '总亏损',
    winningTrades: '盈利交易数',
    losingTrades: '亏损交易数',
    breakEvenTrades: '盈亏持平交易数',
    annualisation: '年化方式',
    dailySeries: '每日序列',
    absentReasons: '无数值指标的原因',
    otherFields: '其他字段',
    month: '月份',
    monthReturn: '收益率',
  },
  history: {
    title: '计算指标所依据的交易与资金变动',
    source: '来源',
    syncedTo: '已从账户读取至',
    sources: {
      BROKER: '从券商读取',
      EA: '由 EA 发送',
    },
    types: {
      TRADE: '交易',
      BALANCE: '资金变动',
    },
    kinds: {
      DEPOSIT: '入金',
      WITHDRAWAL: '出金',
    },
    columns: {
      type: '类型',
      id: '单号或 ID',
      time: '时间',
      detail: '品种、方向或种类',
      volume: '手数',
      prices: '开仓 → 平仓价',
      amount: '盈亏或金额',
    },
    empty: '暂无交易或资金变动。',
    csvIsWhole: 'CSV 始终是完整历史，请去掉 {{option}}；只要一页请用 {{format}}。',
  },
  stats: {
    server: '服务器',
    recomputed: '重新计算',
    difference: '差异',
    same: '相同',
    differs: '不同',
    allEqual:
      '由 {{entries}} 条历史记录重新计算的 {{count}} 项指标都与服务器相同（公式 {{version}}，计算时间 {{time}}）。',
    someDiffer: '由历史记录重新计算的指标中，有 {{count}} 项与服务器不同。',
    refreshedWhileReading: '读取历史记录期间指标一再更新，请重新运行这个命令。',
  },
  followers: {
    date: '日期',
    empty: '这段期间没有跟随者。',
  },
  robots: {
    empty: '目前还没有机器人跟随这个信号。',
    startedAt: '开始时间',
    hwm: '高水位线',
  },
  simulate: {
    equityAfter: '分润后净值',
    totals:
      '合计跟随者支付 {{share}} USD，平台收取 {{fee}} USD，您收到 {{receive}} USD；最终净值为 {{equity}} USD。',
    oneSource: '月收益率只能用一种方式提供：{{options}}。',
    noReturns: '请用 {{returns}}、{{file}} 或 {{signal}} 提供月收益率。',
    percentRequired: '请用 {{option}} 提供分润比例，或用 {{signal}} 采用该信号的分润比例。',
    cannotRead: '无法读取 {{path}}。',
    signalHasNoReturns: '这个信号还没有月收益率。',
  },
} as const satisfies DeepStringShape<typeof cliFiguresEnUS>;
