import type { DeepStringShape } from '../text-shape.js';
import type { referralPageEnUS } from './en-US.js';

export const referralPageZhCN = {
  share: {
    title: '分享您的链接',
    text: '通过您的链接注册，或在邀请人一栏填写您邀请码的用户，都算作您邀请的好友。',
    linkHint: '打开已填好您邀请码的注册页面。',
    codeHint: '给不通过链接注册的人使用。',
    copyCode: '复制邀请码',
  },
  steps: {
    title: '如何运作',
    share: '分享您的链接或邀请码。',
    join: '好友用它完成注册。',
    earn: '您将获得代币形式的邀请奖励。',
  },
  figures: {
    label: '您的邀请数据',
    referralRewards: '邀请奖励',
    allRewards: '全部奖励',
    allRewardsHint: '您获得的所有奖励，包括邀请奖励。',
  },
  tokens: '{{amount}} 代币',
  rewards: {
    title: '各类奖励',
    caption: '按类型列出您的奖励：获得次数和代币总额',
    type: '奖励',
    count: '获得次数',
    total: '总额',
    sum: '全部奖励',
    hint: {
      REWARD_REGISTERED: '完成注册时发放。',
      REWARD_FIRST_SIGNAL_CREATE: '创建第一个信号时发放。',
      REWARD_FOLLOWING_REACH_TEN: '有十位跟单者跟随您的信号时发放。',
      REWARD_INTRODUCE: '每有一位用户通过您的链接或邀请码注册时发放。',
    },
  },
  users: {
    title: '邀请的用户',
    caption: '通过您的链接或邀请码加入的用户，按时间从新到旧',
    partial: '列出 {{count}} 位邀请用户中最新的 {{shown}} 位。',
    emptyTitle: '还没有邀请记录',
  },
} satisfies DeepStringShape<typeof referralPageEnUS>;
