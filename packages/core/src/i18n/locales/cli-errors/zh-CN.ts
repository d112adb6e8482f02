import type { DeepStringShape } from '../text-shape.js';
import type { cliErrorsEnUS } from './en-US.js';

/** Texts of the `cliErrors` namespace in zh-CN. */
export const cliErrorsZhCN = {
  IDEMPOTENCY_KEY_REUSED:
    '该请求已以不同内容提交过。如要作为新请求提交，请使用新的 --idempotency-key（或不加该选项）重新运行命令。',
  STRATEGY_NOT_FOUND: '找不到该策略，可能已被移除。请核对 ID 后重新运行命令。',
  SIGNAL_NOT_FOUND: '找不到该信号，可能已被删除。请运行“signal-portal signals list”查看您的信号及其 ID。',
  ID_NOT_FOUND: '找不到您请求的内容。请核对 ID（列表命令会列出）后重新运行命令。',
  BANK_ACCOUNT_NOT_FOUND:
    '找不到该银行账户。请运行“signal-portal accounts list”查看您的账户，或用“signal-portal accounts add”重新添加。',
  CRYPTO_ADDRESS_NOT_FOUND:
    '找不到该加密货币地址。请运行“signal-portal accounts list”查看您的地址，或用“signal-portal accounts add”重新添加。',
  COMPETITION_NOT_FOUND: '找不到该比赛，可能已被移除。请核对 ID 后重试。',
  DEPOSIT_ORDER_NOT_FOUND: '找不到该入金单。请核对 ID 后重试。',
  WITHDRAW_ORDER_NOT_FOUND: '找不到该出金申请。请运行“signal-portal withdraw list”查看您的出金申请及其 ID。',
  SIGNAL_NOT_PENDING_REVIEW:
    '该信号当前不处于待审核状态，无法批准或驳回。请运行“signal-portal signals show <id>”查看其当前状态。',
  SIGNAL_DELETED: '该信号已被删除。请运行“signal-portal signals list”查看您现有的信号。',
  SIGNAL_INVALID_TRANSITION:
    '信号当前状态下无法执行此操作。请运行“signal-portal signals show <id>”查看其当前状态，状态允许时再重试。',
  ROBOT_NOT_FOUND:
    '找不到该交易机器人，可能已停止运行。请运行“signal-portal signals robots <id>”查看该信号的机器人。',
  WRONG_VERSION:
    '该内容已在别处被修改。请重新显示以查看当前版本（信号可用“signal-portal signals show <id>”），再重新运行命令。',
  COMPETITION_STATUS: '比赛当前状态下无法执行此操作。请确认其状态，稍后重试。',
  FEE_TYPE_ERROR: '手续费类型有误。请用 --help 查看可接受的值，再重新运行命令。',
  DEPOSIT_ORDER_STATUS: '入金单当前状态下无法执行此操作。请确认其状态，稍后重试。',
  DEPOSIT_ORDER_TYPE: '入金单类型有误。请用 --help 查看可接受的值，再重新运行命令。',
  WITHDRAW_ORDER_STATUS:
    '出金申请当前状态下无法执行此操作。请运行“signal-portal withdraw show <id>”查看其当前状态。',
  KYC_NOT_UNDER_REVIEW: '该身份认证当前不在审核中，无法批准、驳回或冻结。请确认其当前状态后重试。',
  WEBSOCKET_ACTION_ERROR: '实时更新请求失败。请重新运行命令。',
  STREAM_ERROR: '实时数据流已中断。请重新运行命令以继续接收。',
} as const satisfies DeepStringShape<typeof cliErrorsEnUS>;
