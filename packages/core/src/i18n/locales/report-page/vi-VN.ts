import type { DeepStringShape } from '../text-shape.js';
import type { reportPageEnUS } from './en-US.js';

export const reportPageViVN = {
  intro:
    'Phần chia lợi nhuận bạn nhận từ robot của người theo dõi, đã trả và sắp trả, cùng các lệnh mà robot đã sao chép. Lọc, chuyển trang và tải đúng những gì bạn đang xem dưới dạng CSV.',
  tabsLabel: 'Báo cáo',
  tabNotes: {
    ledger:
      'Mỗi lần thanh toán đã làm gì với từng robot của người theo dõi bạn, và vì sao: đã thanh toán và chi trả, không có khoản phải trả (lợi nhuận không vượt mốc nước cao), đã hoãn (tiền tại nhà môi giới của người theo dõi không đủ, hoặc chưa có tỷ giá), hoặc được thanh toán lại sau. Nhờ đó bạn biết vì sao một robot không chia lợi nhuận trong tháng.',
    settlements:
      'Các khoản chia đã trả vào ví của bạn: quyết toán khi đến hạn, hoặc quyết toán lại sau khi bị tạm giữ. Robot được quyết toán 30 ngày sau khi bắt đầu và sau đó cứ mỗi 30 ngày; nền tảng thu phí 10%.',
    unsettled:
      'Các khoản chia chưa trả. Chưa quyết toán: phần lợi nhuận của robot vượt mức nước cao, sẽ được chia vào thời điểm hiển thị (số tiền thay đổi theo lợi nhuận của robot cho đến lúc đó). Chờ quyết toán lại: khoản chia đã đến hạn nhưng bị tạm giữ; sẽ được trả vào số dư của bạn sau.',
    orders:
      'Các lệnh của bạn mà robot của người theo dõi đã sao chép, mới nhất trước, theo thời điểm mở lệnh.',
  },
  filters: {
    allOutcomes: 'Tất cả kết quả',
    outcome: 'Kết quả',
    label: 'Bộ lọc',
    allStatuses: 'Tất cả trạng thái',
    from: 'Từ ngày',
    to: 'Đến ngày (tính cả ngày này)',
    symbol: 'Mã giao dịch',
    symbolHint: 'Nhấn Enter để áp dụng.',
    clear: 'Xóa bộ lọc',
    utc: 'Thời gian theo UTC; số tiền tính bằng đô la Mỹ (USD).',
  },
  columns: {
    outcome: 'Kết quả và lý do',
    marks: 'Mốc nước cao trước → sau',
    accountShare: 'Phần chia theo tiền tệ tài khoản',
    rate: 'Tỷ giá sang USD',
    settleTime: 'Thời điểm quyết toán (UTC)',
    openCloseTime: 'Thời điểm mở / đóng (UTC)',
    fee: 'Phí nền tảng (10%)',
  },
  tips: {
    hwm: 'Mức nước cao có bù lỗ: lợi nhuận lũy kế cao nhất của robot đã được chia. Chỉ phần lợi nhuận vượt mức này mới được chia, nên sau khi thua lỗ sẽ không chia gì cho đến khi khoản lỗ được bù lại.',
    fee: 'Nền tảng giữ lại 10% của mỗi khoản chia lợi nhuận; phần còn lại là của bạn.',
  },
  heldBack: 'Tạm giữ: {{reason}}',
  stillOpen: 'Đang mở',
  captions: {
    ledger: 'Các lần thanh toán, mỗi robot một dòng, mới nhất trước',
    settlements: 'Các khoản chia đã quyết toán, mới nhất trước',
    unsettled: 'Các khoản chia chưa quyết toán, thời điểm quyết toán muộn nhất trước',
    orders: 'Các lệnh được sao chép, mới nhất trước',
  },
  totals: {
    title: 'Tổng của các bản ghi đã lọc (tất cả các trang)',
    records: 'Số bản ghi',
  },
  empty: {
    ledger:
      'Robot xuất hiện ở đây từ lần thanh toán đầu tiên, 30 ngày sau khi bắt đầu theo dõi tín hiệu của bạn.',
    invalidTitle: 'Hãy kiểm tra khoảng ngày',
    title: 'Chưa có bản ghi',
    filteredTitle: 'Không có bản ghi nào khớp bộ lọc',
    filteredText: 'Hãy thử tín hiệu, trạng thái hoặc khoảng ngày khác, hoặc xóa bộ lọc.',
    settlements:
      'Khoản chia được quyết toán 30 ngày sau khi robot của người theo dõi bắt đầu theo tín hiệu của bạn.',
    unsettled:
      'Hiện không có khoản nào phải trả cho bạn: không robot nào có lợi nhuận vượt mức nước cao và không có khoản chia nào bị tạm giữ.',
    orders: 'Các lệnh sẽ xuất hiện ở đây khi robot của người theo dõi sao chép giao dịch của bạn.',
  },
  invalidRange:
    'Hãy chọn ngày bắt đầu không muộn hơn ngày kết thúc, cách nhau tối đa 366 ngày, để xem các bản ghi.',
  download: {
    label: 'Tải CSV',
    hint: 'Mọi bản ghi khớp bộ lọc, trên tất cả các trang.',
    unavailable: 'Hãy chọn khoảng ngày hợp lệ để tải xuống.',
  },
  csv: {
    ledger:
      'Tệp nhật ký thanh toán có một dòng cho mỗi robot trong mỗi lần thanh toán; lợi nhuận và mốc tính theo tiền tệ ở cột currency, phần chia tính bằng USD.',
    about: 'Về tệp CSV',
    lines:
      'Một dòng tiêu đề, sau đó mỗi bản ghi một dòng: mọi bản ghi khớp bộ lọc, trên tất cả các trang, theo thứ tự hiển thị.',
    columns: 'Các cột, đặt tên như trong API: {{columns}}.',
    format:
      'UTF-8, phân tách bằng dấu phẩy, chỉ đặt trong ngoặc kép khi cần. Thời gian theo ISO 8601, múi giờ UTC (2026-04-30T12:00:00.000Z). Số tiền là đô la Mỹ, dùng dấu chấm thập phân và hai chữ số thập phân, không có dấu phân cách hàng nghìn; khối lượng tính bằng lot, như đã ghi nhận.',
    more: 'Mỗi cột được mô tả trong docs/report-csv.md thuộc tài liệu của cổng thông tin.',
  },
  ledgerTotals: {
    settled: 'Đã thanh toán',
    nothingDue: 'Không có khoản phải trả',
    deferred: 'Đã hoãn',
    resettled: 'Đã thanh toán lại',
    receive: 'Bạn đã nhận',
  },
  currencyNote:
    'Lợi nhuận và mốc nước cao tính theo tiền tệ của tài khoản tín hiệu (TWD với tín hiệu TWSE); phần chia được trả bằng USD theo tỷ giá của nền tảng tại thời điểm thanh toán.',
  converted: '{{amount}} {{currency}} theo tỷ giá {{rate}}',
  rateMissing: 'Chưa có tỷ giá',
  deferred: 'Đã hoãn: {{reason}}',
  signalsUnavailable:
    'Không tải được các tín hiệu của bạn, nên bộ lọc tín hiệu chỉ có tùy chọn tất cả tín hiệu.',
} as const satisfies DeepStringShape<typeof reportPageEnUS>;
