import type { DeepStringShape } from '../text-shape.js';
import type { withdrawPageEnUS } from './en-US.js';

export const withdrawPageViVN = {
  form: {
    withdrawableNow: 'Hiện bạn có thể rút tối đa {{amount}}.',
    bankAccount: 'Tài khoản ngân hàng',
    cryptoAddress: 'Địa chỉ ví tiền mã hóa',
    noBankAccount: 'Bạn chưa có tài khoản ngân hàng. Hãy thêm một tài khoản để rút tiền bằng chuyển khoản.',
    noCryptoAddress:
      'Bạn chưa có địa chỉ {{currency}} trên mạng {{network}}. Hãy thêm một địa chỉ để rút bằng tiền mã hóa.',
    submitting: 'Đang gửi…',
    answerLost:
      'Chúng tôi chưa xác nhận được yêu cầu của bạn đã đến hay chưa. Hãy xem lịch sử bên dưới. Để thử lại, hãy gửi với đúng thông tin cũ: yêu cầu chỉ được ghi nhận tối đa một lần.',
  },
  quote: {
    title: 'Tóm tắt',
    enterAmount: 'Nhập số tiền để xem phí và số tiền bạn nhận được.',
    rate: '1 USD = {{rate}} {{currency}}',
    destination: 'Chuyển đến',
    noDestination: 'Hãy chọn nơi nhận tiền.',
    remaining: 'Có thể rút sau yêu cầu này',
    processing:
      'Thời gian xử lý là {{min}} đến {{max}} ngày làm việc sau khi được phê duyệt. Phí đã nằm trong số tiền rút.',
  },
  kycGate: {
    title: 'Chưa qua xác minh danh tính',
    current: 'Trạng thái hiện tại:',
    viewStatus: 'Xem xác minh danh tính',
  },
  history: {
    caption: 'Các yêu cầu rút tiền của bạn, mới nhất trước',
    filters: 'Lọc lịch sử rút tiền',
    allStatuses: 'Tất cả trạng thái',
    clearFilters: 'Xóa bộ lọc',
    live: 'Cập nhật trực tiếp',
    offline: 'Tạm dừng cập nhật trực tiếp: đang kết nối lại…',
    emptyTitle: 'Chưa có yêu cầu rút tiền',
    emptyText: 'Các yêu cầu rút tiền của bạn sẽ hiện ở đây và trạng thái tự cập nhật.',
    emptyFilteredTitle: 'Không có yêu cầu phù hợp',
    emptyFiltered: 'Không có yêu cầu rút tiền nào khớp với bộ lọc. Hãy chọn trạng thái hoặc ngày khác.',
    columns: {
      applied: 'Ngày yêu cầu',
      method: 'Phương thức và nơi nhận',
      amount: 'Số tiền',
      fee: 'Phí',
      receive: 'Số tiền nhận',
      status: 'Trạng thái',
    },
    id: 'Mã {{id}}',
    receipt: {
      paid: 'Đã chi trả',
      estimated: 'Dự kiến',
      none: 'Không chi trả',
    },
    events: {
      applied: 'Yêu cầu lúc',
      approved: 'Duyệt lúc',
      rejected: 'Từ chối lúc',
      cancelled: 'Hủy lúc',
      completed: 'Hoàn tất lúc',
    },
    comment: 'Ghi chú: {{comment}}',
    changed: 'Yêu cầu rút {{amount}}: {{status}}',
  },
  cancel: {
    text: 'Thao tác hủy không thể hoàn tác. {{amount}} sẽ trở lại số dư có thể rút của bạn.',
    keep: 'Giữ yêu cầu',
    buttonLabel: 'Hủy yêu cầu rút {{amount}} ngày {{date}}',
  },
} satisfies DeepStringShape<typeof withdrawPageEnUS>;
