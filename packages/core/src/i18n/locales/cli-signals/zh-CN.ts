import type { DeepStringShape } from '../text-shape.js';
import type { cliSignalsEnUS } from './en-US.js';

export const cliSignalsZhCN = {
  done: {
    created: '已创建信号 {{name}}（ID {{id}}）。下一步：用“signals connect {{id}}”连接它。',
    updated: '已保存 {{name}} 的更改。',
    submitted: '已提交 {{name}} 审核。',
    enabled: '{{name}} 已上线：会员可以跟随它。',
    disabled: '{{name}} 已停用：没有人能开始跟随它。',
    archived: '已归档 {{name}}，其业绩记录仍可查看。',
    deleted: '已删除信号 {{name}}。',
    connecting: '平台正在连接 {{name}}。可用“signals watch {{id}}”跟踪进度。',
    disconnected: '已断开 {{name}} 与交易账户的连接。',
    symbolsSaved: '已保存 {{name}} 的品种匹配：已匹配 {{count}} 个。',
    symbolsSynced: '已重新读取 {{name}} 交易账户的品种。',
  },
  confirm: {
    disable: '要停用 {{name}} 吗？在重新启用之前，没有人能开始跟随它。',
    archive: '要归档 {{name}} 吗？归档的信号无法再修改或启用，此操作无法撤销。',
    delete: '要删除 {{name}} 吗？此操作无法撤销。',
    disconnect: '要断开 {{name}} 的连接吗？平台将停止读取其交易账户。',
  },
  ask: {
    platform: '平台：',
    method: '连接方式：',
    name: '信号名称（4 到 20 个字母、数字、点、连字符或下划线；之后无法更改）：',
    description: '描述（可留空）：',
    server: '经纪商服务器（完整名称）：',
    account: '交易账号：',
    investorPassword: '投资者密码（只读；不会显示）：',
    apiKey: '只读 API 密钥（不会显示）：',
    apiSecret: 'API 私钥（不会显示）：',
  },
  ea: {
    title: '同步工具（EA）',
    token: '信号令牌',
    howTo:
      '请将信号令牌粘贴到 MetaTrader 终端上的同步工具（EA）中；工具上报后信号即完成连接。通信协议：docs/ea-protocol.md。',
    keepSecret: '请妥善保管令牌：它是同步工具唯一需要的凭证。',
  },
  symbols: {
    matched: '已匹配的品种',
    unmatched: '尚未匹配的品种',
    providerSymbol: '账户品种',
    platformSymbol: '平台品种',
    contractSize: '合约大小',
    noneMatched: '尚未匹配任何品种。',
    noneUnmatched: '账户的所有品种都已匹配。',
  },
  usage: {
    required: '请提供 {{option}}：这里没有终端可以询问您。',
    badPlatform: '未知的平台 {{value}}。请从 {{choices}} 中选择。',
    badMethod: '未知的连接方式 {{value}}。请从 {{choices}} 中选择。',
    methodNotOffered: '{{platform}} 不支持以 {{method}} 连接。可用方式：{{methods}}。',
    followIncomplete: '跟随设置必须一起提供：请提供全部 {{options}}。',
    nothingToChange: '没有要更改的内容。请至少提供 {{options}} 之一。',
    cannotRead: '无法读取文件 {{path}}。',
    badPair: '匹配的写法是 账户品种=平台品种（例如 EURUSD.m=EURUSD），而不是 {{value}}。',
    badSymbolFile:
      '无法读取品种文件 {{path}}：请使用 JSON（providerSymbol + platformSymbol 的列表）或表头为 providerSymbol,platformSymbol 的 CSV。',
    oneSymbolAction: '请提供 {{sync}} 或匹配（{{match}}、{{file}}）之一，不要同时提供。',
    passwordMissing:
      '未从标准输入读取到投资者密码。请通过管道输入一行；它绝不作为选项接收，以免留在 shell 历史记录中。',
    apiKeyMissing:
      '未从标准输入读取到 API 密钥和私钥。请通过管道输入，第一行为密钥、第二行为私钥；它们绝不作为选项接收，以免留在 shell 历史记录中。',
    accountLinkOptions: '账户连接需要 {{server}} 和 {{account}}；投资者密码从标准输入读取。',
  },
} as const satisfies DeepStringShape<typeof cliSignalsEnUS>;
