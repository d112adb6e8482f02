import type { DeepStringShape } from '../text-shape.js';
import type { twOrderEnUS } from './en-US.js';

export const twOrderViVN = {
  backTo: 'Quay lại {{name}}',
  forSignal: 'Lệnh thị trường trên tài khoản giao dịch của {{name}} và lịch sử lệnh.',
  twseOnly: {
    title: 'Chỉ tín hiệu TWSE mới đặt lệnh được',
    text: '{{name}} giao dịch trên {{platform}}. Chỉ có thể đặt lệnh cho tín hiệu trên Sở Giao dịch Chứng khoán Đài Loan.',
    action: 'Quay lại tín hiệu',
  },
  notConnected: {
    title: 'Hãy kết nối tín hiệu để đặt lệnh',
    text: 'Lệnh được gửi tới tài khoản giao dịch liên kết với tín hiệu này. Hãy kết nối tài khoản rồi quay lại đây.',
    action: 'Kết nối tín hiệu',
  },
  form: {
    side: 'Mua hoặc bán',
    orderTypeNote:
      'Lệnh thị trường là loại lệnh duy nhất. Lệnh khớp theo giá thị trường trong giờ giao dịch (thứ Hai đến thứ Sáu, 09:00–13:30 giờ Đài Bắc); nếu đặt ngoài giờ, lệnh ở trạng thái chờ xử lý.',
    symbolMatched: 'Các mã đã ghép với tín hiệu này.',
    symbolAll: 'Tín hiệu này chưa ghép mã nào: hiển thị mọi mã mà nền tảng giao dịch.',
    volume: 'Khối lượng (cổ phiếu)',
    volumeHint: 'Số cổ phiếu nguyên. {{lot}} cổ phiếu là một lô chẵn; ít hơn là lệnh lô lẻ.',
    placeBuy: 'Đặt lệnh mua',
    placeSell: 'Đặt lệnh bán',
    placing: 'Đang đặt lệnh…',
  },
  history: {
    caption: 'Các lệnh của tín hiệu này, mới nhất trước',
    live: 'Cập nhật trực tiếp',
    offline: 'Tạm dừng cập nhật trực tiếp: đang kết nối lại…',
    noPrice: 'Chưa có giá: lệnh đang chờ xử lý.',
    emptyTitle: 'Chưa có lệnh nào',
    emptyText: 'Các lệnh bạn đặt cho tín hiệu này sẽ hiện ở đây và trạng thái tự cập nhật.',
    changed: 'Lệnh {{symbol}}, {{volume}} cổ phiếu: {{status}}',
  },
  toast: {
    submitted: 'Lệnh {{symbol}} của bạn đã được gửi.',
    pending: 'Lệnh {{symbol}} của bạn đang chờ xử lý: thị trường hiện đã đóng cửa.',
  },
} satisfies DeepStringShape<typeof twOrderEnUS>;
