import type { DeepStringShape } from '../text-shape.js';
import type { cliSignalsEnUS } from './en-US.js';

export const cliSignalsViVN = {
  done: {
    created: 'Đã tạo tín hiệu {{name}} (ID {{id}}). Bước tiếp theo: kết nối bằng "signals connect {{id}}".',
    updated: 'Đã lưu các thay đổi của {{name}}.',
    submitted: 'Đã gửi {{name}} để xét duyệt.',
    enabled: '{{name}} đã hoạt động: thành viên có thể theo dõi.',
    disabled: '{{name}} đã tắt: không ai có thể bắt đầu theo dõi.',
    archived: 'Đã lưu trữ {{name}}. Lịch sử hiệu suất vẫn xem được.',
    deleted: 'Đã xóa tín hiệu {{name}}.',
    connecting: 'Nền tảng đang kết nối {{name}}. Theo dõi tiến trình bằng "signals watch {{id}}".',
    disconnected: 'Đã ngắt kết nối {{name}} khỏi tài khoản giao dịch.',
    symbolsSaved: 'Đã lưu ghép mã của {{name}}: {{count}} mã đã ghép.',
    symbolsSynced: 'Đã đọc lại các mã của tài khoản giao dịch của {{name}}.',
  },
  confirm: {
    disable: 'Tắt {{name}}? Không ai có thể bắt đầu theo dõi cho đến khi bật lại.',
    archive:
      'Lưu trữ {{name}}? Tín hiệu đã lưu trữ không thể sửa hay bật lại; thao tác này không thể hoàn tác.',
    delete: 'Xóa {{name}}? Thao tác này không thể hoàn tác.',
    disconnect: 'Ngắt kết nối {{name}}? Nền tảng sẽ ngừng đọc tài khoản giao dịch của nó.',
  },
  ask: {
    platform: 'Nền tảng:',
    method: 'Phương thức kết nối:',
    name: 'Tên tín hiệu (4 đến 20 chữ cái, chữ số, dấu chấm, gạch ngang hoặc gạch dưới; không thể đổi sau):',
    description: 'Mô tả (có thể để trống):',
    server: 'Máy chủ của nhà môi giới (tên chính xác):',
    account: 'Số tài khoản giao dịch:',
    investorPassword: 'Mật khẩu nhà đầu tư (chỉ đọc; không hiển thị):',
    apiKey: 'Khóa API chỉ đọc (không hiển thị):',
    apiSecret: 'Mã bí mật API (không hiển thị):',
  },
  ea: {
    title: 'Công cụ đồng bộ (EA)',
    token: 'Mã token tín hiệu',
    howTo:
      'Dán mã token tín hiệu vào công cụ đồng bộ (EA) trên MetaTrader; tín hiệu được kết nối khi công cụ báo về. Giao thức: docs/ea-protocol.md.',
    keepSecret: 'Hãy giữ kín mã token: đó là thông tin xác thực duy nhất công cụ đồng bộ cần.',
  },
  symbols: {
    matched: 'Mã đã ghép',
    unmatched: 'Mã chưa ghép',
    providerSymbol: 'Mã của tài khoản',
    platformSymbol: 'Mã của nền tảng',
    contractSize: 'Quy mô hợp đồng',
    noneMatched: 'Chưa ghép mã nào.',
    noneUnmatched: 'Mọi mã của tài khoản đều đã được ghép.',
  },
  usage: {
    required: 'Hãy cung cấp {{option}}: không có terminal nào để hỏi bạn.',
    badPlatform: 'Nền tảng {{value}} không xác định. Hãy chọn một trong {{choices}}.',
    badMethod: 'Phương thức kết nối {{value}} không xác định. Hãy chọn một trong {{choices}}.',
    methodNotOffered: '{{platform}} không kết nối bằng {{method}}. Các phương thức có: {{methods}}.',
    followIncomplete: 'Các thiết lập theo dõi đi cùng nhau: hãy cung cấp đủ {{options}}.',
    nothingToChange: 'Không có gì để thay đổi. Hãy cung cấp ít nhất một trong {{options}}.',
    cannotRead: 'Không thể đọc tệp {{path}}.',
    badPair: 'Một cặp ghép được viết MÃ_TÀI_KHOẢN=MÃ_NỀN_TẢNG (ví dụ EURUSD.m=EURUSD), không phải {{value}}.',
    badSymbolFile:
      'Không thể đọc tệp mã {{path}}: hãy dùng JSON (danh sách providerSymbol + platformSymbol) hoặc CSV có tiêu đề providerSymbol,platformSymbol.',
    oneSymbolAction: 'Hãy dùng {{sync}} hoặc các cặp ghép ({{match}}, {{file}}), không dùng cả hai.',
    passwordMissing:
      'Không đọc được mật khẩu nhà đầu tư từ đầu vào chuẩn. Hãy truyền qua pipe trên một dòng; nó không bao giờ được nhận dưới dạng tùy chọn, vì sẽ lưu lại trong lịch sử shell.',
    apiKeyMissing:
      'Không đọc được khóa API và mã bí mật từ đầu vào chuẩn. Hãy truyền qua pipe, khóa ở dòng đầu và mã bí mật ở dòng thứ hai; chúng không bao giờ được nhận dưới dạng tùy chọn, vì sẽ lưu lại trong lịch sử shell.',
    accountLinkOptions:
      'Liên kết tài khoản cần {{server}} và {{account}}; mật khẩu nhà đầu tư được đọc từ đầu vào chuẩn.',
  },
} as const satisfies DeepStringShape<typeof cliSignalsEnUS>;
