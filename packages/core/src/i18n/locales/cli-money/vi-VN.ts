import type { DeepStringShape } from '../text-shape.js';
import type { cliMoneyEnUS } from './en-US.js';

export const cliMoneyViVN = {
  lists: {
    badFormat: 'Định dạng không được hỗ trợ: {{format}}. Hãy chọn một trong {{formats}}.',
    allWithPage: '{{all}} đọc mọi trang từ trang đầu tiên, vì vậy hãy bỏ {{page}}.',
    jsonNeedsFile:
      'Với {{json}}, kết quả được ghi ra đầu ra chuẩn, vì vậy hãy ghi dữ liệu {{format}} vào tệp bằng {{option}}.',
    interruptedStdout: 'Đã dừng giữa chừng sau khi {{rows}} dòng đã được ghi ra đầu ra chuẩn.',
    saved: 'Đã lưu {{rows}} dòng vào {{path}}.',
  },
  accounts: {
    bank: 'tài khoản ngân hàng',
    crypto: 'địa chỉ tiền mã hóa',
    added: 'Đã thêm {{kind}}.',
    saved: 'Đã lưu {{kind}}.',
    removed: 'Đã xóa {{kind}} {{id}}.',
    removeConfirm: 'Xóa {{kind}} {{account}}? Bạn sẽ không thể rút tiền về đó nữa.',
    notFound:
      'Bạn không có tài khoản ngân hàng hay địa chỉ tiền mã hóa nào có ID {{id}} (xem "accounts list").',
    missing: 'Hãy cung cấp {{options}}: không có cửa sổ dòng lệnh nào để hỏi bạn.',
    nothingToChange: 'Hãy cung cấp ít nhất một trường cần thay đổi: {{options}}.',
    wrongFields: '{{id}} là {{kind}}, nên không thể thay đổi {{options}}.',
  },
  withdraw: {
    quote: 'Báo giá',
    dryRun: 'Chạy thử: chưa có yêu cầu nào được gửi. Chạy lại lệnh mà không có {{option}} để gửi yêu cầu.',
    notFound: 'Bạn không có yêu cầu rút tiền nào có ID {{id}} (xem "withdraw list").',
    replayed:
      'Yêu cầu rút tiền này đã được gửi trong một lần chạy trước của cùng yêu cầu; lần này không có yêu cầu mới nào được gửi.',
  },
} satisfies DeepStringShape<typeof cliMoneyEnUS>;
