import type { DeepStringShape } from '../text-shape.js';
import type { walletPageEnUS } from './en-US.js';

export const walletPageViVN = {
  intro:
    'Số tiền bạn đang có, số tiền các lệnh rút đang chờ giữ lại, và mọi biến động của tiền và token thưởng.',
  switchLabel: 'Chế độ xem ví',
  live: 'Cập nhật trực tiếp',
  offline: 'Tạm dừng cập nhật trực tiếp: đang kết nối lại…',
  tokenUnit: 'token',
  figures: {
    total: {
      label: 'Tổng số dư',
      tip: 'Toàn bộ tiền trong ví: số tiền có thể rút cộng với số tiền các lệnh rút đang chờ giữ lại.',
    },
    frozen: {
      label: 'Bị giữ cho lệnh rút đang chờ',
      tip: 'Số tiền bị giữ bởi các lệnh rút đang được xét duyệt hoặc xử lý. Số tiền này trở lại số dư có thể rút khi lệnh rút bị hủy hoặc bị từ chối.',
    },
    withdrawable: {
      label: 'Có thể rút',
      tip: 'Số tiền bạn có thể rút ngay bây giờ.',
    },
    tokenBalance: {
      label: 'Số dư token',
      tip: 'Token thưởng khi đăng ký, tạo tín hiệu đầu tiên, đạt mười người theo dõi và giới thiệu bạn bè. Token không phải là đô la Mỹ và không thể rút.',
    },
    net: {
      label: 'Giá trị ròng',
      tip: 'Số tiền ví đã kiếm được: chia sẻ lợi nhuận và các khoản nền tảng ghi có, trừ các khoản nền tảng khấu trừ và phí của các lệnh rút đã hoàn tất.',
    },
    cash: {
      label: 'Tiền mặt',
      tip: 'Số tiền bạn có thể rút ngay bây giờ, giống với mục Có thể rút.',
    },
    securities: {
      label: 'Chứng khoán',
      tip: 'Giá trị các vị thế mà ví nắm giữ. Ví không nắm giữ vị thế nào nên giá trị này là 0.',
    },
    transactionCost: {
      label: 'Chi phí giao dịch',
      tip: 'Phí của các lệnh rút đã hoàn tất.',
    },
    totalFunds: {
      label: 'Tổng vốn',
      tip: 'Tiền mặt, cộng số tiền bị giữ cho lệnh rút đang chờ, cộng chứng khoán; giống với Tổng số dư.',
    },
    realFunds: {
      label: 'Vốn thực',
      tip: 'Số tiền của bạn tính bằng đô la Mỹ, không tính token thưởng.',
    },
  },
  records: {
    heading: 'Lịch sử',
    tabsLabel: 'Loại lịch sử',
    caption: {
      real: 'Lịch sử tiền, mới nhất trước',
      token: 'Lịch sử token, mới nhất trước',
    },
    filters: {
      label: 'Lọc lịch sử',
      type: 'Loại',
      allTypes: 'Tất cả các loại',
      from: 'Từ ngày',
      to: 'Đến ngày (tính cả ngày này)',
      direction: 'Tiền vào hay tiền ra',
      bothDirections: 'Cả tiền vào và tiền ra',
      in: 'Tiền vào',
      out: 'Tiền ra',
      clear: 'Xóa bộ lọc',
    },
    empty: {
      title: 'Chưa có giao dịch nào',
      real: 'Chia sẻ lợi nhuận, lệnh rút và các khoản nền tảng ghi có sẽ hiện ở đây khi phát sinh.',
      token: 'Phần thưởng sẽ hiện ở đây khi bạn nhận được.',
      filteredTitle: 'Không có giao dịch nào khớp với bộ lọc',
      filteredText: 'Hãy thay đổi hoặc xóa bộ lọc để xem thêm.',
      rangeText: 'Hãy chọn ngày bắt đầu không muộn hơn ngày kết thúc, cách nhau tối đa một năm.',
    },
    totals: {
      label: 'Tổng cộng theo bộ lọc',
      count: 'Số giao dịch',
      moneyIn: 'Tiền vào',
      moneyOut: 'Tiền ra',
      net: 'Chênh lệch',
    },
  },
} satisfies DeepStringShape<typeof walletPageEnUS>;
