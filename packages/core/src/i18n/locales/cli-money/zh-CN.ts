import type { DeepStringShape } from '../text-shape.js';
import type { cliMoneyEnUS } from './en-US.js';

export const cliMoneyZhCN = {
  lists: {
    badFormat: '不支持的格式：{{format}}。请选择 {{formats}} 之一。',
    allWithPage: '{{all}} 会从第一页读取所有页面，请不要同时指定 {{page}}。',
    jsonNeedsFile: '使用 {{json}} 时结果会输出到标准输出，请用 {{option}} 将 {{format}} 数据写入文件。',
    interruptedStdout: '已中断：中断前已有 {{rows}} 条数据写入标准输出。',
    saved: '已将 {{rows}} 条数据保存到 {{path}}。',
  },
  accounts: {
    bank: '银行账户',
    crypto: '加密货币地址',
    added: '已添加{{kind}}。',
    saved: '已保存{{kind}}。',
    removed: '已删除{{kind}} {{id}}。',
    removeConfirm: '要删除{{kind}} {{account}} 吗？删除后将无法再提现到此账户。',
    notFound: '找不到 ID 为 {{id}} 的银行账户或加密货币地址（请查看“accounts list”）。',
    missing: '请提供 {{options}}：当前没有可以询问您的终端。',
    nothingToChange: '请至少提供一个要修改的字段：{{options}}。',
    wrongFields: '{{id}} 是{{kind}}，无法修改 {{options}}。',
  },
  withdraw: {
    quote: '试算',
    dryRun: '试算模式：未提交任何申请。如需申请，请去掉 {{option}} 后再运行一次。',
    notFound: '找不到 ID 为 {{id}} 的提现申请（请查看“withdraw list”）。',
    replayed: '这笔提现申请已由之前同一请求的运行提交；本次没有提交新的申请。',
  },
} satisfies DeepStringShape<typeof cliMoneyEnUS>;
