import type { DeepStringShape } from '../text-shape.js';
import type { referralPageEnUS } from './en-US.js';

export const referralPageZhTW = {
  share: {
    title: '分享您的連結',
    text: '透過您的連結註冊，或在推薦人欄位輸入您推薦碼的使用者，都算是您推薦的好友。',
    linkHint: '開啟已填好您推薦碼的註冊頁面。',
    codeHint: '給不使用連結註冊的人。',
    copyCode: '複製推薦碼',
  },
  steps: {
    title: '如何運作',
    share: '分享您的連結或推薦碼。',
    join: '好友用它完成註冊。',
    earn: '您會獲得代幣形式的推薦獎勵。',
  },
  figures: {
    label: '您的推薦數據',
    referralRewards: '推薦獎勵',
    allRewards: '全部獎勵',
    allRewardsHint: '您獲得的所有獎勵，包含推薦獎勵。',
  },
  tokens: '{{amount}} 代幣',
  rewards: {
    title: '各類獎勵',
    caption: '依類型列出您的獎勵：獲得次數與代幣總額',
    type: '獎勵',
    count: '獲得次數',
    total: '總額',
    sum: '全部獎勵',
    hint: {
      REWARD_REGISTERED: '完成註冊時發放。',
      REWARD_FIRST_SIGNAL_CREATE: '建立第一個訊號時發放。',
      REWARD_FOLLOWING_REACH_TEN: '有十位跟單者跟隨您的訊號時發放。',
      REWARD_INTRODUCE: '每有一位使用者以您的連結或推薦碼註冊時發放。',
    },
  },
  users: {
    title: '推薦的使用者',
    caption: '以您的連結或推薦碼加入的使用者，由新到舊',
    partial: '列出 {{count}} 位推薦使用者中最新的 {{shown}} 位。',
    emptyTitle: '還沒有推薦紀錄',
  },
} satisfies DeepStringShape<typeof referralPageEnUS>;
