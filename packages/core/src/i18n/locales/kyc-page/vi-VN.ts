import type { DeepStringShape } from '../text-shape.js';
import type { kycPageEnUS } from './en-US.js';

export const kycPageViVN = {
  intro:
    'Theo quy định của pháp luật, mọi nhà cung cấp tín hiệu đều cần xác minh danh tính trước lần rút tiền đầu tiên.',
  backToSettings: 'Cài đặt tài khoản',
  statusLabel: 'Trạng thái xác minh',
  unverified: {
    title: 'Xác minh danh tính của bạn',
    text: 'Chỉ mất khoảng năm phút. Hãy chuẩn bị sẵn hộ chiếu, căn cước công dân hoặc giấy phép lái xe.',
    steps: {
      details: 'Họ tên, ngày sinh và quốc tịch của bạn, đúng như trên giấy tờ.',
      document: 'Loại và số giấy tờ, cùng ảnh chụp rõ nét giấy tờ đó.',
      review: 'Đội ngũ của chúng tôi xét duyệt hồ sơ, thường trong 1–3 ngày làm việc.',
    },
  },
  underReview: {
    title: 'Giấy tờ của bạn đang được xét duyệt',
    submittedAt: 'Đã gửi lúc {{time}}',
    nextTitle: 'Tiếp theo là gì',
    next: {
      review: 'Người duyệt sẽ kiểm tra thông tin và ảnh của bạn, thường trong 1–3 ngày làm việc.',
      result: 'Trang này hiển thị kết quả ngay khi có quyết định: trang kiểm tra mỗi 30 giây khi đang mở.',
      withdraw: 'Sau khi được xác minh, bạn có thể rút thu nhập.',
    },
    lastChecked: 'Kiểm tra lần cuối lúc {{time}}',
    checkNow: 'Kiểm tra ngay',
    checking: 'Đang kiểm tra…',
  },
  approved: {
    title: 'Danh tính của bạn đã được xác minh',
    since: 'Đã xác minh từ {{time}}',
    text: 'Bây giờ bạn có thể rút thu nhập qua chuyển khoản ngân hàng hoặc tiền mã hóa.',
    withdraw: 'Đến trang rút tiền',
  },
  failed: {
    title: 'Xác minh của bạn không thành công',
    reviewedAt: 'Đã duyệt lúc {{time}}',
    noComment: 'Người duyệt không để lại nhận xét.',
    text: 'Hãy sửa những điểm người duyệt nêu ra rồi gửi lại hồ sơ.',
  },
  blocked: {
    title: 'Xác minh danh tính đã bị khóa',
    text: 'Tài khoản này đã bị khóa xác minh nên không thể gửi hồ sơ mới. Vui lòng liên hệ bộ phận chăm sóc khách hàng và cung cấp tên người dùng của bạn, {{username}}.',
  },
  form: {
    title: 'Hồ sơ',
    againTitle: 'Xác minh lại',
    cancelAgain: 'Hủy',
    personTitle: 'Thông tin của bạn',
    personText: 'Đúng như trên giấy tờ.',
    documentTitle: 'Giấy tờ của bạn',
    photosTitle: 'Ảnh giấy tờ',
    photosText:
      'Ảnh PNG, JPEG hoặc WebP, mỗi ảnh tối đa {{limit}}. Thấy rõ cả bốn góc, sắc nét, không bị lóa.',
    birthDateHint: 'Bạn phải từ {{min}} tuổi trở lên.',
    nationalityChoose: 'Chọn quốc gia',
    documentTypeHint: {
      PASSPORT: 'Trang có ảnh của bạn.',
      ID_CARD: 'Mặt trước và mặt sau.',
      DRIVING_LICENSE: 'Mặt trước và mặt sau.',
    },
    documentNumberHint: 'Chữ cái, chữ số và dấu gạch nối; khoảng trắng được bỏ qua.',
    selfie: 'Ảnh tự chụp cầm giấy tờ',
    selfieHint: 'Không bắt buộc: giúp xét duyệt nhanh hơn.',
    submit: 'Gửi để xét duyệt',
    submitting: 'Đang tải giấy tờ lên…',
    requiredNote: 'Tất cả các trường đều bắt buộc, trừ khi được ghi là không bắt buộc.',
  },
  upload: {
    choose: 'Chọn ảnh',
    replace: 'Thay ảnh',
    remove: 'Xóa',
    empty: 'Chưa chọn ảnh',
    preview: 'Xem trước: {{label}}',
    drop: 'hoặc thả ảnh vào đây',
    fileInfo: '{{name}}, {{size}}',
  },
  problems: {
    name: {
      FIELD_REQUIRED: 'Nhập tên này đúng như trên giấy tờ.',
      INVALID_PARAMETERS: 'Chỉ dùng chữ cái; được phép có khoảng trắng, dấu nháy, dấu gạch nối và dấu chấm.',
      TEXT_TOO_LONG: 'Tối đa {{max}} ký tự.',
    },
    birthDate: {
      DATE_RANGE_INVALID: 'Nhập ngày sinh thật của bạn.',
      AGE_NOT_CONFIRMED: 'Bạn phải từ {{min}} tuổi trở lên để xác minh danh tính.',
    },
    nationality: 'Chọn quốc tịch của bạn.',
    documentType: 'Chọn loại giấy tờ bạn sẽ chụp.',
    documentNumber: {
      FIELD_REQUIRED: 'Nhập số in trên giấy tờ của bạn.',
      INVALID_PARAMETERS: 'Dùng từ {{min}} đến {{max}} chữ cái, chữ số hoặc dấu gạch nối.',
    },
    documentMissing: {
      documentFront: 'Thêm ảnh mặt trước giấy tờ của bạn.',
      documentBack: 'Thêm ảnh mặt sau giấy tờ của bạn.',
    },
    FILE_FORMAT: '{{name}} không phải ảnh PNG, JPEG hay WebP. Hãy chọn tệp khác.',
    FILE_SIZE: '{{name}} có dung lượng {{size}}, vượt giới hạn {{limit}}. Hãy chọn ảnh nhỏ hơn.',
    unreadable: 'Không đọc được tệp này. Hãy chọn lại.',
  },
  toast: {
    submitted: 'Giấy tờ của bạn đã được gửi để xét duyệt.',
    approved: 'Danh tính của bạn đã được xác minh. Bây giờ bạn có thể rút tiền.',
    failed: 'Xác minh danh tính của bạn không thành công. Hãy xem nhận xét của người duyệt.',
    blocked: 'Tài khoản này đã bị khóa xác minh danh tính.',
  },
} satisfies DeepStringShape<typeof kycPageEnUS>;
