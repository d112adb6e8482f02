import type { DeepStringShape } from '../text-shape.js';
import type { cliFiguresEnUS } from './en-US.js';

export const cliFiguresViVN = {
  figure: 'Chỉ số',
  value: 'Giá trị',
  whyAbsent: 'Lý do không có giá trị',
  formulaVersion: 'Phiên bản công thức',
  calculatedAt: 'Thời điểm tính',
  tradeHighlight: '{{profit}} USD ({{symbol}}, phiếu lệnh {{ticket}}, đóng lúc {{time}})',
  annualisation: '{{periods}} kỳ lợi nhuận mỗi năm',
  labels: {
    startedAt: 'Hoạt động đầu tiên',
    historyDays: 'Số ngày lịch sử',
    finalBalance: 'Số dư cuối',
    apr7: 'Lợi nhuận quy năm 7 ngày',
    apr30: 'Lợi nhuận quy năm 30 ngày',
    apr180: 'Lợi nhuận quy năm 180 ngày',
    grossProfit: 'Tổng lãi',
    grossLoss: 'Tổng lỗ',
    winningTrades: 'Số lệnh lãi',
    losingTrades: 'Số lệnh lỗ',
    breakEvenTrades: 'Số lệnh hòa vốn',
    annualisation: 'Cách quy năm',
    dailySeries: 'Chuỗi theo ngày',
    absentReasons: 'Lý do của các chỉ số không có giá trị',
    otherFields: 'Các trường khác',
    month: 'Tháng',
    monthReturn: 'Lợi nhuận',
  },
  history: {
    title: 'Các lệnh giao dịch và biến động số dư dùng để tính các chỉ số',
    source: 'Nguồn',
    syncedTo: 'Đã đọc từ tài khoản đến',
    sources: {
      BROKER: 'đọc từ nhà môi giới',
      EA: 'do EA gửi',
    },
    types: {
      TRADE: 'Giao dịch',
      BALANCE: 'Biến động số dư',
    },
    kinds: {
      DEPOSIT: 'Nạp tiền',
      WITHDRAWAL: 'Rút tiền',
    },
    columns: {
      type: 'Loại',
      id: 'Phiếu lệnh hoặc ID',
      time: 'Thời gian',
      detail: 'Mã, chiều hoặc loại',
      volume: 'Khối lượng',
      prices: 'Giá mở → giá đóng',
      amount: 'Lãi lỗ hoặc số tiền',
    },
    empty: 'Chưa có giao dịch hay biến động số dư nào.',
    csvIsWhole: 'CSV luôn là toàn bộ lịch sử, vì vậy hãy bỏ {{option}}; để lấy một trang, dùng {{format}}.',
  },
  stats: {
    server: 'Máy chủ',
    recomputed: 'Tính lại',
    difference: 'Chênh lệch',
    same: 'khớp',
    differs: 'khác',
    allEqual:
      'Cả {{count}} chỉ số tính lại từ {{entries}} mục lịch sử đều khớp với máy chủ (công thức {{version}}, tính lúc {{time}}).',
    someDiffer: 'Có {{count}} chỉ số tính lại từ lịch sử khác với máy chủ.',
    refreshedWhileReading:
      'Các chỉ số đã được cập nhật nhiều lần trong khi đọc lịch sử. Vui lòng chạy lại lệnh.',
  },
  followers: {
    date: 'Ngày',
    empty: 'Không có người theo dõi trong khoảng thời gian này.',
  },
  robots: {
    empty: 'Chưa có robot nào theo tín hiệu này.',
    startedAt: 'Bắt đầu',
    hwm: 'Mốc đỉnh',
  },
  simulate: {
    equityAfter: 'Vốn sau chia',
    totals:
      'Tổng cộng người theo dõi trả {{share}} USD, nền tảng giữ {{fee}} USD và bạn nhận {{receive}} USD; vốn cuối cùng là {{equity}} USD.',
    oneSource: 'Chỉ cung cấp lợi nhuận hằng tháng theo một cách: {{options}}.',
    noReturns: 'Hãy cung cấp lợi nhuận hằng tháng bằng {{returns}}, {{file}} hoặc {{signal}}.',
    percentRequired:
      'Hãy cho biết tỷ lệ chia lợi nhuận bằng {{option}}, hoặc dùng {{signal}} để lấy tỷ lệ của tín hiệu đó.',
    cannotRead: 'Không đọc được {{path}}.',
    signalHasNoReturns: 'Tín hiệu này chưa có lợi nhuận hằng tháng.',
  },
} as const satisfies DeepStringShape<typeof cliFiguresEnUS>;
