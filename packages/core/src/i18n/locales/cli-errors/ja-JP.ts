import type { DeepStringShape } from '../text-shape.js';
import type { cliErrorsEnUS } from './en-US.js';

/** Texts of the `cliErrors` namespace in ja-JP. */
export const cliErrorsJaJP = {
  IDEMPOTENCY_KEY_REUSED:
    'このリクエストは異なる内容ですでに送信されています。新しいリクエストとして送るには、新しい --idempotency-key を付けて（またはこのオプションを付けずに）コマンドを再実行してください。',
  STRATEGY_NOT_FOUND:
    'ストラテジーが見つかりません。削除された可能性があります。ID を確認して、コマンドを再実行してください。',
  SIGNAL_NOT_FOUND:
    'シグナルが見つかりません。削除された可能性があります。「signal-portal signals list」を実行して、シグナルとその ID を確認してください。',
  ID_NOT_FOUND:
    '指定された項目が見つかりません。ID（一覧表示のコマンドで確認できます）を確認して、コマンドを再実行してください。',
  BANK_ACCOUNT_NOT_FOUND:
    '銀行口座が見つかりません。「signal-portal accounts list」で口座を確認するか、「signal-portal accounts add」でもう一度追加してください。',
  CRYPTO_ADDRESS_NOT_FOUND:
    '暗号資産アドレスが見つかりません。「signal-portal accounts list」でアドレスを確認するか、「signal-portal accounts add」でもう一度追加してください。',
  COMPETITION_NOT_FOUND:
    'コンテストが見つかりません。削除された可能性があります。ID を確認して、もう一度お試しください。',
  DEPOSIT_ORDER_NOT_FOUND: '入金注文が見つかりません。ID を確認して、もう一度お試しください。',
  WITHDRAW_ORDER_NOT_FOUND:
    '出金申請が見つかりません。「signal-portal withdraw list」を実行して、出金申請とその ID を確認してください。',
  SIGNAL_NOT_PENDING_REVIEW:
    'このシグナルは審査待ちではないため、承認も却下もできません。「signal-portal signals show <id>」を実行して、現在の状態を確認してください。',
  SIGNAL_DELETED:
    'このシグナルは削除されています。「signal-portal signals list」を実行して、お持ちのシグナルを確認してください。',
  SIGNAL_INVALID_TRANSITION:
    'シグナルの現在の状態ではこの操作を行えません。「signal-portal signals show <id>」で現在の状態を確認し、操作できる状態であればもう一度お試しください。',
  ROBOT_NOT_FOUND:
    '取引ロボットが見つかりません。停止された可能性があります。「signal-portal signals robots <id>」でシグナルのロボットを確認してください。',
  WRONG_VERSION:
    'この項目は別の場所で変更されました。もう一度表示して最新の内容を確認し（シグナルは「signal-portal signals show <id>」）、コマンドを再実行してください。',
  COMPETITION_STATUS:
    'コンテストの現在の状態ではこの操作を行えません。状態を確認して、しばらくしてからもう一度お試しください。',
  FEE_TYPE_ERROR:
    '手数料の種類が正しくありません。--help で指定できる値を確認して、コマンドを再実行してください。',
  DEPOSIT_ORDER_STATUS:
    '入金注文の現在の状態ではこの操作を行えません。状態を確認して、しばらくしてからもう一度お試しください。',
  DEPOSIT_ORDER_TYPE:
    '入金注文の種類が正しくありません。--help で指定できる値を確認して、コマンドを再実行してください。',
  WITHDRAW_ORDER_STATUS:
    '出金申請の現在の状態ではこの操作を行えません。「signal-portal withdraw show <id>」を実行して、現在の状態を確認してください。',
  KYC_NOT_UNDER_REVIEW:
    'この本人確認は審査中ではないため、承認・不承認・停止のいずれも行えません。現在の状態を確認して、もう一度お試しください。',
  WEBSOCKET_ACTION_ERROR: 'リアルタイム更新のリクエストに失敗しました。コマンドを再実行してください。',
  STREAM_ERROR: 'リアルタイムデータの配信が中断されました。コマンドを再実行すると受信を再開します。',
} as const satisfies DeepStringShape<typeof cliErrorsEnUS>;
