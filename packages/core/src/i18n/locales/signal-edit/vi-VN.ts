import type { DeepStringShape } from '../text-shape.js';
import type { signalEditEnUS } from './en-US.js';

export const signalEditViVN = {
  title: 'Chỉnh sửa tín hiệu',
  intro: 'Thay đổi mô tả, hình ảnh và các điều kiện để thành viên theo dõi {{name}}.',
  nameFixed: 'Tên tín hiệu đã được cố định khi tạo và không thể thay đổi.',
  readOnly: 'Các cài đặt dưới đây chỉ để tham khảo.',
  details: 'Mô tả và hình ảnh',
  save: 'Lưu thay đổi',
  saving: 'Đang lưu…',
  discard: 'Hủy thay đổi',
  backToSignal: 'Quay lại tín hiệu',
  minimumFor:
    'Với tín hiệu này, tối thiểu {{min}} USD: lấy mức cao hơn giữa 100 USD và 5% mức sụt giảm tối đa ({{drawdown}} USD).',
  image: {
    change: 'Chọn ảnh khác',
    keepCurrent: 'Giữ ảnh hiện tại',
    none: 'Chưa có ảnh',
    currentPreview: 'Ảnh tín hiệu hiện tại',
    newPreview: 'Ảnh tín hiệu mới, như khi được lưu',
    cropHint: 'Ảnh sẽ được cắt thành hình vuông.',
    moveHorizontal: 'Di chuyển khung vuông sang trái hoặc phải',
    moveVertical: 'Di chuyển khung vuông lên hoặc xuống',
    positionHorizontal: 'Cách mép trái {{percent}}%',
    positionVertical: 'Cách mép trên {{percent}}%',
  },
  preview: {
    title: 'Người theo dõi trả bao nhiêu',
    intro:
      'Thử nhập số tiền đầu tư và khoản lãi: các con số thay đổi theo tỷ lệ chia lợi nhuận bạn đang nhập.',
    investment: 'Số tiền người theo dõi đầu tư (USD)',
    gain: 'Khoản lãi của người theo dõi (USD)',
    sentence:
      'Người theo dõi đầu tư {{investment}} và lãi {{gain}} sẽ trả cho bạn {{share}}; nền tảng giữ lại {{fee}}; bạn nhận được {{receive}}.',
    share: 'Người theo dõi trả',
    fee: 'Nền tảng giữ lại (10%)',
    receive: 'Bạn nhận được',
    incomplete: 'Nhập số tiền đầu tư, khoản lãi và tỷ lệ chia lợi nhuận hợp lệ để xem các con số.',
  },
  whatIf: {
    title: 'Giả định: quyết toán mỗi 30 ngày',
    intro:
      'Lợi nhuận mỗi tháng được áp dụng vào tài sản ròng của người theo dõi, và cứ 30 ngày phần lợi nhuận vượt mức đỉnh cao nhất sẽ được chia. Sau một khoản lỗ, không có gì được chia cho đến khi tài sản ròng vượt lại mức đỉnh.',
    investment: 'Số tiền đầu tư (USD)',
    returns: 'Lợi nhuận hằng tháng (%)',
    returnsHint: 'Mỗi tháng một con số phần trăm, cách nhau bằng dấu cách hoặc dấu phẩy, ví dụ: 5, -3, 8.',
    returnsInvalid:
      'Nhập mỗi mức lợi nhuận là phần trăm từ -100 trở lên (tối đa 120 tháng), ví dụ 5 hoặc -2.5.',
    useHistory: 'Dùng 12 tháng gần nhất của tín hiệu này',
    noHistory: 'Tín hiệu này chưa có lợi nhuận hằng tháng.',
    empty: 'Nhập số tiền đầu tư và ít nhất một tháng lợi nhuận để xem các lần quyết toán.',
    caption: 'Quyết toán cho khoản đầu tư {{investment}} với tỷ lệ chia lợi nhuận {{percent}}',
    day: 'Ngày {{day}}',
    columns: {
      settlement: 'Quyết toán',
      return: 'Tỷ suất lợi nhuận',
      equity: 'Tài sản ròng',
      hwm: 'Mức đỉnh cao nhất',
      share: 'Phần chia lợi nhuận',
      fee: 'Phí nền tảng',
      receive: 'Bạn nhận được',
    },
    total: 'Tổng',
    note: 'Tài sản ròng được hiển thị trước khi trả phần chia. Mức đỉnh cao nhất là mức tài sản ròng mà tài khoản phải vượt qua thì mới phát sinh phần chia tiếp theo; phần chia được trừ từ tài khoản của người theo dõi.',
    chartTitle: 'Tài sản ròng so với mức đỉnh cao nhất',
    chartSummary: 'Sau {{count}} lần quyết toán, tài sản ròng là {{equity}} và mức đỉnh cao nhất là {{hwm}}.',
    legendEquity: 'Tài sản ròng sau quyết toán',
    legendHwm: 'Mức đỉnh cao nhất',
  },
} satisfies DeepStringShape<typeof signalEditEnUS>;
