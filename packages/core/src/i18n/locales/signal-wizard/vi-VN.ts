import type { DeepStringShape } from '../text-shape.js';
import type { signalWizardEnUS } from './en-US.js';

export const signalWizardViVN = {
  intro: 'Thiết lập tín hiệu từng bước: cách kết nối, tên, tài khoản giao dịch, mã giao dịch, rồi gửi duyệt.',
  resumeIntro: 'Tiếp tục thiết lập {{name}} từ chỗ bạn đã dừng.',
  stepper: {
    label: 'Các bước thiết lập',
    done: 'đã xong',
    current: 'bước hiện tại',
    upcoming: 'chưa bắt đầu',
  },
  steps: {
    connectApiKey: 'Kết nối khóa API',
    connectTool: 'Kết nối công cụ đồng bộ',
  },
  method: {
    platformLegend: 'Nền tảng',
    platformText: {
      MT4: 'Ngoại hối, kim loại và chỉ số qua nhà môi giới MetaTrader 4.',
      MT5: 'Ngoại hối, kim loại và chỉ số qua nhà môi giới MetaTrader 5.',
      BINANCE: 'Hợp đồng tương lai vĩnh cửu ký quỹ bằng USDT trên Binance.',
      TWSE: 'Cổ phiếu và ETF Đài Loan qua công ty chứng khoán của bạn.',
    },
    methodLegend: 'Phương thức kết nối',
    choosePlatformFirst: 'Hãy chọn nền tảng trước: phương thức kết nối tùy thuộc vào nền tảng.',
    accountLinkTwse: 'Liên kết tài khoản chứng khoán bằng máy chủ, số tài khoản và mật khẩu chỉ đọc.',
    chooseBoth: 'Hãy chọn nền tảng và phương thức kết nối để tiếp tục.',
  },
  details: {
    charCount: '{{count}} / {{max}} ký tự',
    createAndContinue: 'Tạo tín hiệu và tiếp tục',
    createdNote: 'Tín hiệu đã được tạo. Hãy thử lại hình ảnh, hoặc bỏ hình ảnh và tiếp tục mà không có nó.',
  },
  connect: {
    text: {
      ACCOUNT_LINK:
        'Tìm máy chủ của nhà môi giới (ít nhất 4 ký tự), sau đó nhập số tài khoản và mật khẩu nhà đầu tư chỉ đọc.',
      API_KEY: 'Nhập khóa API chỉ đọc và mã bí mật của nó. Chúng tôi chỉ đọc vị thế và giao dịch của bạn.',
      EA: 'Bắt đầu kết nối. Tín hiệu sẽ kết nối ngay khi công cụ đồng bộ báo về bằng mã token của bạn.',
    },
    connectFirst: 'Hãy kết nối tài khoản để tiếp tục.',
  },
  install: {
    steps: {
      download: 'Tải công cụ đồng bộ cho {{platform}}.',
      copy: 'Trong MetaTrader, mở thư mục dữ liệu từ menu Tệp và sao chép công cụ vào MQL4/Experts (MQL5/Experts với MetaTrader 5).',
      allow: 'Khởi động lại MetaTrader và cho phép giao dịch thuật toán trong phần tùy chọn.',
      attach:
        'Gắn công cụ đồng bộ vào một biểu đồ bất kỳ. Ở bước tiếp theo, bạn sẽ dán mã token tín hiệu vào phần cài đặt của nó.',
    },
    downloadUnavailable:
      'Trang này chưa có bản tải xuống. Hãy liên hệ đơn vị vận hành trang để nhận công cụ đồng bộ.',
  },
  token: {
    keepSecret:
      'Bất kỳ ai có mã token này đều có thể gửi giao dịch dưới danh nghĩa tín hiệu của bạn. Đừng chia sẻ nó.',
  },
  symbols: {
    text: 'Sau khi kết nối, các mã giao dịch của tài khoản sẽ được đọc và những mã nhận diện được sẽ tự động ghép. Hãy ghép thủ công các mã còn lại; cần ghép ít nhất một mã.',
    waitingTool:
      'Đang chờ công cụ đồng bộ báo về bằng mã token của bạn. Các mã giao dịch sẽ hiện ra ngay khi nó báo về.',
    waitingAccount: 'Đang đọc tài khoản của bạn. Các mã giao dịch sẽ hiện ra trong giây lát.',
    saveFirst: 'Hãy lưu việc ghép mã để tiếp tục.',
  },
  review: {
    summary: 'Tín hiệu của bạn',
    connection: 'Kết nối',
    matchedSymbols: 'Mã đã ghép',
    noDescription: 'Chưa có mô tả',
    noImage: 'Chưa có hình ảnh',
    imageAlt: 'Hình ảnh của {{name}}',
    waitingConnection:
      'Tài khoản đã kết nối và đang tính hiệu suất. Bạn có thể gửi duyệt ngay khi việc tính toán hoàn tất.',
  },
  submitted: {
    title: 'Đã gửi duyệt',
    toList: 'Đến tín hiệu của tôi',
    toSignal: 'Xem tín hiệu này',
  },
  notDraft: {
    title: 'Tín hiệu này đã được thiết lập',
    submitted:
      'Việc thiết lập {{name}} đã hoàn tất; trạng thái duyệt là “{{status}}”. Hãy theo dõi trên trang của tín hiệu.',
    archived: '{{name}} đã được lưu trữ. Hiệu suất vẫn xem được trên trang của tín hiệu.',
    open: 'Mở tín hiệu',
  },
} satisfies DeepStringShape<typeof signalWizardEnUS>;
