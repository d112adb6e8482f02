import type { DeepStringShape } from '../text-shape.js';
import type { accountsPageEnUS } from './en-US.js';

export const accountsPageViVN = {
  kyc: {
    view: 'Xem hồ sơ',
    submittedAt: 'Đã gửi lúc {{time}}',
    reviewedAt: 'Đã xét duyệt lúc {{time}}',
  },
  list: {
    intro: 'Tiền rút được chuyển vào một trong các tài khoản này. Bạn chọn tài khoản khi rút tiền.',
    actions: 'Thao tác',
    remove: 'Gỡ bỏ',
    endingIn: 'có đuôi {{tail}}',
    copyAddress: 'Sao chép địa chỉ',
    fullAddress: 'Địa chỉ đầy đủ: {{address}}',
    editBank: 'Chỉnh sửa tài khoản ngân hàng {{name}} có đuôi {{tail}}',
    removeBank: 'Gỡ bỏ tài khoản ngân hàng {{name}} có đuôi {{tail}}',
    editCrypto: 'Chỉnh sửa địa chỉ {{currency}} trên mạng {{network}} có đuôi {{tail}}',
    removeCrypto: 'Gỡ bỏ địa chỉ {{currency}} trên mạng {{network}} có đuôi {{tail}}',
    bankCaption: 'Tài khoản ngân hàng nhận tiền rút bằng chuyển khoản',
    cryptoCaption: 'Địa chỉ ví nhận tiền rút bằng tiền mã hóa',
    bankEmptyTitle: 'Chưa có tài khoản ngân hàng',
    bankEmptyText: 'Thêm tài khoản ngân hàng để rút tiền bằng chuyển khoản.',
    cryptoEmptyTitle: 'Chưa có địa chỉ ví tiền mã hóa',
    cryptoEmptyText: 'Thêm địa chỉ ví để rút tiền bằng tiền mã hóa.',
  },
  remove: {
    bankTitle: 'Gỡ bỏ tài khoản ngân hàng này?',
    cryptoTitle: 'Gỡ bỏ địa chỉ ví này?',
    bankWhich: '{{name}}, số tài khoản có đuôi {{tail}}',
    cryptoWhich: '{{currency}} trên mạng {{network}}, địa chỉ có đuôi {{tail}}',
    confirm: 'Gỡ bỏ',
    removing: 'Đang gỡ bỏ…',
  },
  back: {
    settings: 'Quay lại cài đặt tài khoản',
    withdraw: 'Quay lại rút tiền',
    previous: 'Quay lại',
  },
  form: {
    save: 'Lưu',
    saving: 'Đang lưu…',
    requiredNote: 'Tất cả các trường đều bắt buộc.',
  },
  bankForm: {
    label: 'Thông tin tài khoản ngân hàng',
    hints: {
      bankName: 'Tên ngân hàng nơi mở tài khoản.',
      bankAddress: 'Số nhà và đường, thành phố và quốc gia của ngân hàng.',
      accountNumber: 'Chữ cái và chữ số, tối đa 34 ký tự. Khoảng trắng và dấu gạch ngang được bỏ qua.',
      swiftCode: '8 hoặc 11 chữ cái và chữ số, ví dụ DEUTDEFF.',
      iban: 'Hiển thị theo nhóm bốn ký tự khi bạn nhập, ví dụ DE89 3704 0044 0532 0130 00.',
      beneficiaryName: 'Tên chủ tài khoản, đúng như ngân hàng ghi nhận.',
    },
  },
  cryptoForm: {
    label: 'Thông tin địa chỉ ví tiền mã hóa',
    chooseCurrency: 'Chọn loại tiền',
    chooseNetwork: 'Chọn mạng lưới',
    currencyHint: 'Các loại tiền mã hóa mà nền tảng dùng để chi trả.',
    networkHint: 'Mạng lưới bạn dùng để nhận tiền. Mạng này phải khớp với mạng của địa chỉ.',
    noCurrencies: 'Hiện nền tảng không chi trả bằng tiền mã hóa.',
    addressFormat: {
      TRC20: 'Địa chỉ TRON: bắt đầu bằng T, gồm 34 ký tự.',
      ERC20: 'Địa chỉ Ethereum: 0x theo sau là 40 ký tự thập lục phân.',
      BEP20: 'Địa chỉ BNB Smart Chain: 0x theo sau là 40 ký tự thập lục phân.',
      BTC: 'Địa chỉ Bitcoin: bắt đầu bằng 1, 3 hoặc bc1.',
      none: 'Hãy chọn mạng lưới trước: địa chỉ được kiểm tra theo định dạng của mạng đó.',
    },
  },
  notFound: {
    bankTitle: 'Không tìm thấy tài khoản ngân hàng này',
    bankText:
      'Có thể tài khoản đã bị gỡ bỏ. Trang cài đặt tài khoản liệt kê các tài khoản ngân hàng bạn đang có.',
    cryptoTitle: 'Không tìm thấy địa chỉ ví này',
    cryptoText: 'Có thể địa chỉ đã bị gỡ bỏ. Trang cài đặt tài khoản liệt kê các địa chỉ ví bạn đang có.',
  },
  toast: {
    bankAdded: 'Đã thêm tài khoản ngân hàng.',
    bankSaved: 'Đã lưu tài khoản ngân hàng.',
    bankRemoved: 'Đã gỡ bỏ tài khoản ngân hàng.',
    cryptoAdded: 'Đã thêm địa chỉ ví tiền mã hóa.',
    cryptoSaved: 'Đã lưu địa chỉ ví tiền mã hóa.',
    cryptoRemoved: 'Đã gỡ bỏ địa chỉ ví tiền mã hóa.',
  },
} satisfies DeepStringShape<typeof accountsPageEnUS>;
