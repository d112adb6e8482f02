import type { DeepStringShape } from '../text-shape.js';
import type { signalListEnUS } from './en-US.js';

export const signalListViVN = {
  intro: 'Tín hiệu của bạn theo trạng thái duyệt: kết nối, gửi duyệt và theo dõi lợi nhuận.',
  tabsLabel: 'Tín hiệu theo trạng thái duyệt',
  columns: {
    signal: 'Tín hiệu',
    state: 'Trạng thái',
    followers: 'Người theo dõi',
    investedFund: 'Vốn đầu tư',
    returns: 'Lợi nhuận',
    return7: '7 ngày',
    return30: '30 ngày',
    return180: '180 ngày',
    lastActive: 'Hoạt động gần nhất',
    actions: 'Thao tác',
  },
  stateLabels: {
    review: 'Duyệt',
    running: 'Vận hành',
    connection: 'Kết nối',
  },
  lostReason: 'Lý do: {{reason}}',
  absent: {
    notConnected: 'Chưa có số liệu: số liệu được tính sau khi kết nối tài khoản.',
    calculating: 'Đang tính hiệu suất.',
    noData: 'Chưa có dữ liệu từ tài khoản.',
  },
  empty: {
    title: 'Chưa có tín hiệu',
    listed: 'Chưa có tín hiệu nào được duyệt. Tín hiệu đã duyệt sẽ hiện ở đây.',
    pending: 'Không có tín hiệu nào đang chờ duyệt hoặc đang thiết lập.',
    archived: 'Không có tín hiệu đã lưu trữ. Tín hiệu lưu trữ giữ lại thành tích ở đây.',
  },
  menuLabel: 'Thao tác cho {{name}}',
  actions: {
    continueSetup: 'Tiếp tục thiết lập',
    retryConnection: 'Thử kết nối lại',
  },
  working: 'Đang xử lý…',
  toast: {
    reconnecting: 'Đang kết nối lại bằng thông tin tài khoản đã lưu.',
  },
  reasons: {
    SIGNAL_ARCHIVED: 'Tín hiệu đã lưu trữ không thể thay đổi nữa.',
    SIGNAL_DELETED: 'Tín hiệu này đã bị xóa.',
    SIGNAL_ALREADY_CONNECTED: 'Tín hiệu đã được kết nối.',
    SIGNAL_INVALID_TRANSITION: 'Không thể thực hiện ở trạng thái hiện tại của tín hiệu.',
    SIGNAL_NOT_PASSED_REVIEW: 'Tín hiệu cần được duyệt trước.',
    SIGNAL_PERFORMANCE_NOT_CALCULATED: 'Hãy đợi tính xong hiệu suất.',
    SIGNAL_NO_TRADE_HISTORY: 'Tài khoản cần có giao dịch đã đóng trước.',
    SIGNAL_DISABLED: 'Tín hiệu chưa được bật.',
    SIGNAL_ENABLED: 'Hãy tắt tín hiệu trước.',
    SIGNAL_CONNECTED: 'Hãy ngắt kết nối tín hiệu trước.',
    SIGNAL_NOT_CONNECTED: 'Hãy kết nối tài khoản trước.',
    SIGNAL_ROBOTS_FOLLOWING: 'Vẫn còn robot đang theo tín hiệu này.',
    SIGNAL_CANNOT_DELETE: 'Tín hiệu đã có thành tích công khai: hãy lưu trữ thay vì xóa.',
    SIGNAL_CANNOT_SUBMIT: 'Chỉ bản nháp hoặc tín hiệu bị từ chối mới gửi duyệt được.',
    SIGNAL_NO_MATCHED_SYMBOL: 'Hãy ghép ít nhất một mã giao dịch trước.',
  },
  reasonsFor: {
    enable: {
      SIGNAL_NOT_CONNECTED: 'Hãy kết nối tài khoản trước khi bật.',
      SIGNAL_ENABLED: 'Tín hiệu đã được bật.',
      SIGNAL_NOT_PASSED_REVIEW: 'Tín hiệu phải được duyệt mới bật được.',
    },
    submit: {
      SIGNAL_NOT_CONNECTED: 'Hãy kết nối tài khoản trước khi gửi duyệt.',
      SIGNAL_NO_MATCHED_SYMBOL: 'Hãy ghép ít nhất một mã giao dịch trước khi gửi duyệt.',
    },
    disconnect: {
      SIGNAL_ENABLED: 'Hãy tắt tín hiệu trước khi ngắt kết nối.',
      SIGNAL_NOT_CONNECTED: 'Tín hiệu chưa được kết nối.',
    },
    archive: {
      SIGNAL_ENABLED: 'Hãy tắt tín hiệu trước khi lưu trữ.',
      SIGNAL_CONNECTED: 'Hãy ngắt kết nối tín hiệu trước khi lưu trữ.',
    },
    delete: {
      SIGNAL_ENABLED: 'Hãy tắt tín hiệu trước khi xóa.',
      SIGNAL_CONNECTED: 'Hãy ngắt kết nối tín hiệu trước khi xóa.',
    },
  },
} satisfies DeepStringShape<typeof signalListEnUS>;
