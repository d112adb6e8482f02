import type { DeepStringShape } from '../text-shape.js';
import type { signalListEnUS } from './en-US.js';

export const signalListZhCN = {
  intro: '按审核状态查看您的信号：连接、提交审核，并跟踪收益表现。',
  tabsLabel: '按审核状态分类的信号',
  columns: {
    signal: '信号',
    state: '状态',
    followers: '跟单人数',
    investedFund: '跟单资金',
    returns: '收益率',
    return7: '7 天',
    return30: '30 天',
    return180: '180 天',
    lastActive: '最后活动',
    actions: '操作',
  },
  stateLabels: {
    review: '审核',
    running: '运行',
    connection: '连接',
  },
  lostReason: '原因：{{reason}}',
  absent: {
    notConnected: '暂无数据：连接交易账户后才会计算。',
    calculating: '业绩计算中。',
    noData: '尚未收到账户的数据。',
  },
  empty: {
    title: '还没有信号',
    listed: '目前没有已通过审核的信号，通过后会显示在这里。',
    pending: '目前没有待审核或设置中的信号。',
    archived: '没有已归档的信号。归档的信号会在这里保留其业绩记录。',
  },
  menuLabel: '{{name}} 的操作',
  actions: {
    continueSetup: '继续设置',
    retryConnection: '重试连接',
  },
  working: '处理中…',
  toast: {
    reconnecting: '正在使用已保存的账户信息重新连接。',
  },
  reasons: {
    SIGNAL_ARCHIVED: '已归档的信号无法再更改。',
    SIGNAL_DELETED: '此信号已被删除。',
    SIGNAL_ALREADY_CONNECTED: '信号已经连接。',
    SIGNAL_INVALID_TRANSITION: '信号当前的状态无法执行此操作。',
    SIGNAL_NOT_PASSED_REVIEW: '信号必须先通过审核。',
    SIGNAL_PERFORMANCE_NOT_CALCULATED: '请等待业绩计算完成。',
    SIGNAL_NO_TRADE_HISTORY: '交易账户需要先有已平仓的交易。',
    SIGNAL_DISABLED: '信号尚未启用。',
    SIGNAL_ENABLED: '请先停用信号。',
    SIGNAL_CONNECTED: '请先断开信号的连接。',
    SIGNAL_NOT_CONNECTED: '请先连接交易账户。',
    SIGNAL_ROBOTS_FOLLOWING: '仍有机器人正在跟随此信号。',
    SIGNAL_CANNOT_DELETE: '此信号已有公开的业绩记录，请改为归档。',
    SIGNAL_CANNOT_SUBMIT: '只有草稿或未通过审核的信号可以提交审核。',
    SIGNAL_NO_MATCHED_SYMBOL: '请先匹配至少一个品种。',
  },
  reasonsFor: {
    enable: {
      SIGNAL_NOT_CONNECTED: '启用前请先连接交易账户。',
      SIGNAL_ENABLED: '信号已经启用。',
      SIGNAL_NOT_PASSED_REVIEW: '信号必须通过审核后才能启用。',
    },
    submit: {
      SIGNAL_NOT_CONNECTED: '提交审核前请先连接交易账户。',
      SIGNAL_NO_MATCHED_SYMBOL: '提交审核前请先匹配至少一个品种。',
    },
    disconnect: {
      SIGNAL_ENABLED: '断开连接前请先停用信号。',
      SIGNAL_NOT_CONNECTED: '信号尚未连接。',
    },
    archive: {
      SIGNAL_ENABLED: '归档前请先停用信号。',
      SIGNAL_CONNECTED: '归档前请先断开信号的连接。',
    },
    delete: {
      SIGNAL_ENABLED: '删除前请先停用信号。',
      SIGNAL_CONNECTED: '删除前请先断开信号的连接。',
    },
  },
} satisfies DeepStringShape<typeof signalListEnUS>;
