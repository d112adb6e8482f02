import type { DeepStringShape } from '../text-shape.js';
import type { referralPageEnUS } from './en-US.js';

export const referralPageViVN = {
  share: {
    title: 'Chia sẻ đường dẫn của bạn',
    text: 'Ai đăng ký qua đường dẫn của bạn, hoặc nhập mã của bạn vào ô người giới thiệu, đều được tính là lượt giới thiệu của bạn.',
    linkHint: 'Mở trang đăng ký đã điền sẵn mã của bạn.',
    codeHint: 'Dành cho người đăng ký không qua đường dẫn.',
    copyCode: 'Sao chép mã',
  },
  steps: {
    title: 'Cách hoạt động',
    share: 'Chia sẻ đường dẫn hoặc mã của bạn.',
    join: 'Bạn bè đăng ký bằng đường dẫn hoặc mã đó.',
    earn: 'Bạn nhận phần thưởng giới thiệu bằng token.',
  },
  figures: {
    label: 'Số liệu giới thiệu của bạn',
    referralRewards: 'Thưởng giới thiệu',
    allRewards: 'Tất cả phần thưởng',
    allRewardsHint: 'Mọi phần thưởng bạn đã nhận, kể cả thưởng giới thiệu.',
  },
  tokens: '{{amount}} token',
  rewards: {
    title: 'Phần thưởng theo loại',
    caption: 'Phần thưởng của bạn theo loại: số lần nhận và tổng số token',
    type: 'Phần thưởng',
    count: 'Số lần nhận',
    total: 'Tổng',
    sum: 'Tất cả phần thưởng',
    hint: {
      REWARD_REGISTERED: 'Khi bạn đăng ký.',
      REWARD_FIRST_SIGNAL_CREATE: 'Khi bạn tạo tín hiệu đầu tiên.',
      REWARD_FOLLOWING_REACH_TEN: 'Khi có mười người theo dõi sao chép tín hiệu của bạn.',
      REWARD_INTRODUCE: 'Cho mỗi người đăng ký bằng đường dẫn hoặc mã của bạn.',
    },
  },
  users: {
    title: 'Người dùng được giới thiệu',
    caption: 'Người dùng đã tham gia bằng đường dẫn hoặc mã của bạn, mới nhất trước',
    partial: 'Đang hiển thị {{shown}} người mới nhất trong số {{count}} người được giới thiệu.',
    emptyTitle: 'Chưa có lượt giới thiệu nào',
  },
} satisfies DeepStringShape<typeof referralPageEnUS>;
