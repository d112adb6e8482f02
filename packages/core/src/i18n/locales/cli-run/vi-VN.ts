import type { DeepStringShape } from '../text-shape.js';
import type { cliRunEnUS } from './en-US.js';

/** Texts of the `cliRun` namespace in vi-VN. */
export const cliRunViVN = {
  download: {
    isFolder: '{{path}} là một thư mục. Hãy đặt tên một tệp bên trong nó, ví dụ {{example}}.',
    interruptedStdout:
      'Đã dừng. {{rows}} dòng ({{bytes}} byte) đã được ghi ra đầu ra chuẩn; dữ liệu nhận được ở đó chưa đầy đủ.',
  },
  watch: {
    feedUnreachable: 'Không thể kết nối nguồn dữ liệu trực tiếp tại {{url}}. Thử lại sau {{seconds}} giây…',
    change: '{{field}}: {{from}} → {{to}}',
  },
  list: {
    pastLastPage: 'Trang {{page}} vượt quá trang cuối ({{pages}}); tổng cộng có {{count}} mục.',
  },
  withdrawTo: 'Đến: {{account}}',
  commander: {
    unknownOption: 'Tùy chọn không xác định {{option}}.',
    unknownCommand: 'Lệnh không xác định {{command}}.',
    excessArguments: 'Quá nhiều đối số cho {{command}}.',
    missingArgument: 'Thiếu đối số {{argument}}.',
    optionMissingArgument: 'Tùy chọn {{option}} cần một giá trị.',
    missingMandatoryOption: 'Tùy chọn {{option}} là bắt buộc.',
    invalidChoice: '{{value}} không phải là giá trị hợp lệ của {{target}}. Chọn một trong: {{choices}}.',
    didYouMean: 'Ý bạn là {{suggestion}}?',
  },
} as const satisfies DeepStringShape<typeof cliRunEnUS>;
