/**
 * Texts of the `cliErrors` namespace in en-US: what the CLI prints for an error code whose catalogued
 * message tells a web user to refresh the page, which a terminal cannot do. Each keeps the code's meaning
 * and says what to run instead. The reference whose keys the other languages mirror.
 */
export const cliErrorsEnUS = {
  IDEMPOTENCY_KEY_REUSED:
    'This request was already sent with different details. To send it as a new request, run the command again with a new --idempotency-key, or without that option.',
  STRATEGY_NOT_FOUND:
    'The strategy could not be found. It may have been removed; check the ID and run the command again.',
  SIGNAL_NOT_FOUND:
    'The signal could not be found. It may have been deleted; run "signal-portal signals list" to see your signals and their IDs.',
  ID_NOT_FOUND:
    'The requested item could not be found. Check the ID (the list commands show them) and run the command again.',
  BANK_ACCOUNT_NOT_FOUND:
    'The bank account could not be found. Run "signal-portal accounts list" to see your accounts, or add it again with "signal-portal accounts add".',
  CRYPTO_ADDRESS_NOT_FOUND:
    'The crypto address could not be found. Run "signal-portal accounts list" to see your addresses, or add it again with "signal-portal accounts add".',
  COMPETITION_NOT_FOUND:
    'The competition could not be found. It may have been removed; check the ID and try again.',
  DEPOSIT_ORDER_NOT_FOUND: 'The deposit order could not be found. Check the ID and try again.',
  WITHDRAW_ORDER_NOT_FOUND:
    'The withdrawal request could not be found. Run "signal-portal withdraw list" to see your withdrawals and their IDs.',
  SIGNAL_NOT_PENDING_REVIEW:
    'This signal is not waiting for review, so it cannot be approved or rejected. Run "signal-portal signals show <id>" to see its current state.',
  SIGNAL_DELETED:
    'This signal has been deleted. Run "signal-portal signals list" to see the signals you have.',
  SIGNAL_INVALID_TRANSITION:
    'This action is not available in the signal\'s current state. Run "signal-portal signals show <id>" to see its current state, and try again if it allows the action.',
  ROBOT_NOT_FOUND:
    'The trading robot could not be found. It may have been stopped; run "signal-portal signals robots <id>" to see the signal\'s robots.',
  WRONG_VERSION:
    'This item was changed elsewhere in the meantime. Show it again to see its current version (a signal with "signal-portal signals show <id>"), then run the command again.',
  COMPETITION_STATUS:
    "This action is not available in the competition's current state. Check its state and try again later.",
  FEE_TYPE_ERROR: 'The fee type is incorrect. See the accepted values with --help and run the command again.',
  DEPOSIT_ORDER_STATUS:
    "This action is not available in the deposit order's current state. Check its state and try again later.",
  DEPOSIT_ORDER_TYPE:
    'The deposit order type is invalid. See the accepted values with --help and run the command again.',
  WITHDRAW_ORDER_STATUS:
    'This action is not available in the withdrawal\'s current state. Run "signal-portal withdraw show <id>" to see its current state.',
  KYC_NOT_UNDER_REVIEW:
    'This identity verification is not under review, so it cannot be approved, rejected or blocked. Check its current state and try again.',
  WEBSOCKET_ACTION_ERROR: 'The live update request failed. Run the command again.',
  STREAM_ERROR: 'The live data stream was interrupted. Run the command again to resume it.',
} as const;
