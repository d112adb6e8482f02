import type { DeepStringShape } from '../text-shape.js';
import type { withdrawPageEnUS } from './en-US.js';

export const withdrawPageZhCN = {
  form: {
    withdrawableNow: '目前最多可提取 {{amount}}。',
    bankAccount: '银行账户',
    cryptoAddress: '加密货币地址',
    noBankAccount: '您还没有银行账户。添加一个即可通过电汇出金。',
    noCryptoAddress: '您还没有 {{network}} 网络上的 {{currency}} 地址。添加一个即可以加密货币出金。',
    submitting: '提交中…',
    answerLost:
      '无法确认您的申请是否已送达。请查看下方的出金记录。如需重试，请以相同内容再次申请：同一笔申请最多只会生效一次。',
  },
  quote: {
    title: '出金摘要',
    enterAmount: '输入金额后，即可看到手续费和到账金额。',
    rate: '1 美元 = {{rate}} {{currency}}',
    destination: '付款至',
    noDestination: '请选择收款账户。',
    remaining: '本次申请后可提取',
    processing: '审核通过后，需要 {{min}} 至 {{max}} 个工作日处理。手续费包含在金额内。',
  },
  kycGate: {
    title: '身份认证未通过',
    current: '当前状态：',
    viewStatus: '查看身份认证',
  },
  history: {
    caption: '您的出金记录，最新的在前',
    filters: '筛选出金记录',
    allStatuses: '全部状态',
    clearFilters: '清除筛选',
    live: '实时更新',
    offline: '实时更新已暂停：正在重新连接…',
    emptyTitle: '暂无出金记录',
    emptyText: '您的出金申请会显示在这里，状态会自动更新。',
    emptyFilteredTitle: '没有符合的出金记录',
    emptyFiltered: '没有出金记录符合这些筛选条件。请选择其他状态或日期。',
    columns: {
      applied: '申请时间',
      method: '方式与收款账户',
      amount: '金额',
      fee: '手续费',
      receive: '到账金额',
      status: '状态',
    },
    id: '编号 {{id}}',
    receipt: {
      paid: '已付款',
      estimated: '预计',
      none: '未付款',
    },
    events: {
      applied: '申请于',
      approved: '批准于',
      rejected: '拒绝于',
      cancelled: '取消于',
      completed: '完成于',
    },
    comment: '备注：{{comment}}',
    changed: '{{amount}} 的出金：{{status}}',
  },
  cancel: {
    text: '取消后将无法恢复。{{amount}} 将退回您的可提取余额。',
    keep: '保留申请',
    buttonLabel: '取消 {{date}} 申请的 {{amount}} 出金',
  },
} satisfies DeepStringShape<typeof withdrawPageEnUS>;
