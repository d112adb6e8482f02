import type { DeepStringShape } from '../text-shape.js';
import type { signalWizardEnUS } from './en-US.js';

export const signalWizardZhCN = {
  intro: '分步创建信号：选择连接方式、填写名称、连接交易账户、匹配品种，最后提交审核。',
  resumeIntro: '从上次中断的地方继续设置 {{name}}。',
  stepper: {
    label: '设置步骤',
    done: '已完成',
    current: '当前步骤',
    upcoming: '未开始',
  },
  steps: {
    connectApiKey: '连接 API 密钥',
    connectTool: '连接同步工具',
  },
  method: {
    platformLegend: '平台',
    platformText: {
      MT4: '通过 MetaTrader 4 经纪商交易外汇、贵金属和指数。',
      MT5: '通过 MetaTrader 5 经纪商交易外汇、贵金属和指数。',
      BINANCE: '币安 USDT 本位永续合约。',
      TWSE: '通过您的券商交易台湾股票和 ETF。',
    },
    methodLegend: '连接方式',
    choosePlatformFirst: '请先选择平台，可用的连接方式取决于平台。',
    accountLinkTwse: '输入服务器、账号和只读密码，连接您的券商账户。',
    chooseBoth: '请选择平台和连接方式后再继续。',
  },
  details: {
    charCount: '{{count}} / {{max}} 个字符',
    createAndContinue: '创建信号并继续',
    createdNote: '信号已创建。请重新上传图片，或移除图片后直接继续。',
  },
  connect: {
    text: {
      ACCOUNT_LINK: '搜索您经纪商的服务器（至少 4 个字符），再输入账号和只读投资人密码。',
      API_KEY: '输入只读 API 密钥及其密码。我们只读取您的持仓和成交记录。',
      EA: '开始连接。同步工具携带您的令牌上报后，信号即完成连接。',
    },
    connectFirst: '请先连接账户才能继续。',
  },
  install: {
    steps: {
      download: '下载适用于 {{platform}} 的同步工具。',
      copy: '在 MetaTrader 的“文件”菜单中打开数据文件夹，将工具复制到 MQL4/Experts（MetaTrader 5 为 MQL5/Experts）。',
      allow: '重启 MetaTrader，并在选项中允许算法交易。',
      attach: '将同步工具加载到任意图表上。下一步会请您把信号令牌粘贴到它的设置中。',
    },
    downloadUnavailable: '本站暂未提供下载，请向网站运营方索取同步工具。',
  },
  token: {
    keepSecret: '任何拿到此令牌的人都能以您信号的名义发送交易，请勿泄露。',
  },
  symbols: {
    text: '账户连接后会读取其品种，可识别的品种会自动匹配，其余请手动匹配；至少需要匹配一个品种。',
    waitingTool: '正在等待同步工具携带您的令牌上报，上报后即显示您的品种。',
    waitingAccount: '正在读取您的账户，品种稍后就会出现。',
    saveFirst: '请先保存匹配才能继续。',
  },
  review: {
    summary: '您的信号',
    connection: '连接',
    matchedSymbols: '已匹配品种',
    noDescription: '无简介',
    noImage: '无图片',
    imageAlt: '{{name}} 的图片',
    waitingConnection: '您的账户已连接，正在计算业绩。计算完成后即可提交审核。',
  },
  submitted: {
    title: '已提交审核',
    toList: '前往我的信号',
    toSignal: '查看此信号',
  },
  notDraft: {
    title: '此信号已完成设置',
    submitted: '{{name}} 已完成设置，当前审核状态为“{{status}}”。请到信号页面查看进度。',
    archived: '{{name}} 已归档，仍可在信号页面查看其业绩。',
    open: '打开信号',
  },
} satisfies DeepStringShape<typeof signalWizardEnUS>;
