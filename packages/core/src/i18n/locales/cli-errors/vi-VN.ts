import type { DeepStringShape } from '../text-shape.js';
import type { cliErrorsEnUS } from './en-US.js';

/** Texts of the `cliErrors` namespace in vi-VN. */
export const cliErrorsViVN = {
  IDEMPOTENCY_KEY_REUSED:
    'Yêu cầu này đã được gửi trước đó với thông tin khác. Để gửi như một yêu cầu mới, hãy chạy lại lệnh với một --idempotency-key mới, hoặc không dùng tùy chọn đó.',
  STRATEGY_NOT_FOUND:
    'Không tìm thấy chiến lược. Chiến lược có thể đã bị xóa; hãy kiểm tra ID và chạy lại lệnh.',
  SIGNAL_NOT_FOUND:
    'Không tìm thấy tín hiệu. Tín hiệu có thể đã bị xóa; hãy chạy "signal-portal signals list" để xem các tín hiệu của bạn và ID của chúng.',
  ID_NOT_FOUND:
    'Không tìm thấy mục được yêu cầu. Hãy kiểm tra ID (các lệnh liệt kê sẽ hiển thị ID) và chạy lại lệnh.',
  BANK_ACCOUNT_NOT_FOUND:
    'Không tìm thấy tài khoản ngân hàng. Hãy chạy "signal-portal accounts list" để xem các tài khoản của bạn, hoặc thêm lại bằng "signal-portal accounts add".',
  CRYPTO_ADDRESS_NOT_FOUND:
    'Không tìm thấy địa chỉ ví tiền mã hóa. Hãy chạy "signal-portal accounts list" để xem các địa chỉ của bạn, hoặc thêm lại bằng "signal-portal accounts add".',
  COMPETITION_NOT_FOUND: 'Không tìm thấy cuộc thi. Cuộc thi có thể đã bị xóa; hãy kiểm tra ID và thử lại.',
  DEPOSIT_ORDER_NOT_FOUND: 'Không tìm thấy lệnh nạp tiền. Hãy kiểm tra ID và thử lại.',
  WITHDRAW_ORDER_NOT_FOUND:
    'Không tìm thấy yêu cầu rút tiền. Hãy chạy "signal-portal withdraw list" để xem các yêu cầu rút tiền của bạn và ID của chúng.',
  SIGNAL_NOT_PENDING_REVIEW:
    'Tín hiệu này không ở trạng thái chờ duyệt nên không thể phê duyệt hoặc từ chối. Hãy chạy "signal-portal signals show <id>" để xem trạng thái hiện tại.',
  SIGNAL_DELETED:
    'Tín hiệu này đã bị xóa. Hãy chạy "signal-portal signals list" để xem các tín hiệu bạn đang có.',
  SIGNAL_INVALID_TRANSITION:
    'Thao tác này không khả dụng ở trạng thái hiện tại của tín hiệu. Hãy chạy "signal-portal signals show <id>" để xem trạng thái hiện tại, rồi thử lại nếu trạng thái cho phép.',
  ROBOT_NOT_FOUND:
    'Không tìm thấy robot giao dịch. Robot có thể đã dừng; hãy chạy "signal-portal signals robots <id>" để xem các robot của tín hiệu.',
  WRONG_VERSION:
    'Mục này vừa được thay đổi ở nơi khác. Hãy hiển thị lại để xem phiên bản hiện tại (với tín hiệu: "signal-portal signals show <id>"), rồi chạy lại lệnh.',
  COMPETITION_STATUS:
    'Thao tác này không khả dụng ở trạng thái hiện tại của cuộc thi. Hãy kiểm tra trạng thái và thử lại sau.',
  FEE_TYPE_ERROR:
    'Loại phí không chính xác. Hãy xem các giá trị được chấp nhận bằng --help và chạy lại lệnh.',
  DEPOSIT_ORDER_STATUS:
    'Thao tác này không khả dụng ở trạng thái hiện tại của lệnh nạp tiền. Hãy kiểm tra trạng thái và thử lại sau.',
  DEPOSIT_ORDER_TYPE:
    'Loại lệnh nạp tiền không hợp lệ. Hãy xem các giá trị được chấp nhận bằng --help và chạy lại lệnh.',
  WITHDRAW_ORDER_STATUS:
    'Thao tác này không khả dụng ở trạng thái hiện tại của yêu cầu rút tiền. Hãy chạy "signal-portal withdraw show <id>" để xem trạng thái hiện tại.',
  KYC_NOT_UNDER_REVIEW:
    'Hồ sơ xác minh danh tính này không ở trạng thái đang xét duyệt nên không thể phê duyệt, từ chối hoặc khóa. Hãy kiểm tra trạng thái hiện tại và thử lại.',
  WEBSOCKET_ACTION_ERROR: 'Yêu cầu cập nhật trực tiếp thất bại. Hãy chạy lại lệnh.',
  STREAM_ERROR: 'Luồng dữ liệu trực tiếp bị gián đoạn. Hãy chạy lại lệnh để tiếp tục nhận dữ liệu.',
} as const satisfies DeepStringShape<typeof cliErrorsEnUS>;
