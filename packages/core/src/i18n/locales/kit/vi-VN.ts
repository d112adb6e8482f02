import type { DeepStringShape } from '../text-shape.js';
import type { kitEnUS } from './en-US.js';

export const kitViVN = {
  loadFailed: 'Không thể tải nội dung này.',
  moreInfo: 'Thêm thông tin',
  copyFailed: 'Không thể sao chép tại đây. Hãy tự chọn văn bản và sao chép.',
  leaveTitle: 'Rời đi mà không lưu?',
  leaveText: 'Các thay đổi của bạn chưa được lưu và sẽ bị mất nếu bạn rời trang này.',
  leave: 'Rời đi',
  stay: 'Ở lại',
  showTable: 'Hiển thị dạng bảng',
  showChart: 'Hiển thị dạng biểu đồ',
  absent: 'Không có',
} satisfies DeepStringShape<typeof kitEnUS>;
