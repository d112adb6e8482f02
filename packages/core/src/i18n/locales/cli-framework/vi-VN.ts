import type { DeepStringShape } from '../text-shape.js';
import type { cliFrameworkEnUS } from './en-US.js';

export const cliFrameworkViVN = {
  configDamaged:
    'Không thể đọc tệp cấu hình {{path}}: nội dung không phải là một đối tượng JSON chứa các thiết lập.',
  configDamagedHint:
    'Hãy sửa tệp, hoặc xóa tệp để quay về thiết lập mặc định (các thiết lập đã lưu trong đó sẽ bị mất). Chưa có gì bị thay đổi.',
  configNotSet: '{{key}} chưa được thiết lập: giá trị này sẽ được đọc từ trang cổng khi một lệnh cần đến.',
  codeResendIn: 'Có thể gửi mã mới sau {{seconds}} giây: khi đó hãy để trống câu trả lời.',
  codeResendNow: 'Để nhận mã mới, hãy để trống câu trả lời.',
  codeSentNext: 'Khi nhận được mã, hãy hoàn tất đăng nhập bằng lệnh: {{command}}',
} satisfies DeepStringShape<typeof cliFrameworkEnUS>;
