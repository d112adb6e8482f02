/** Texts of the `referralPage` namespace in en-US: the referral screen. */
export const referralPageEnUS = {
  share: {
    title: 'Share your link',
    text: 'Whoever signs up through your link, or types your code as the referrer, counts as your referral.',
    linkHint: 'Opens the sign-up page with your code filled in.',
    codeHint: 'For someone who signs up without the link.',
    copyCode: 'Copy code',
  },
  steps: {
    title: 'How it works',
    share: 'Share your link or code.',
    join: 'A friend signs up with it.',
    earn: 'You receive a referral reward in tokens.',
  },
  figures: {
    label: 'Your referrals in figures',
    referralRewards: 'Referral rewards',
    allRewards: 'All rewards',
    allRewardsHint: 'Every reward you received, referrals included.',
  },
  tokens: '{{amount}} tokens',
  rewards: {
    title: 'Rewards by type',
    caption: 'Your rewards by type: how many you received and their total in tokens',
    type: 'Reward',
    count: 'Received',
    total: 'Total',
    sum: 'All rewards',
    hint: {
      REWARD_REGISTERED: 'For signing up.',
      REWARD_FIRST_SIGNAL_CREATE: 'For creating your first signal.',
      REWARD_FOLLOWING_REACH_TEN: 'When ten followers copy your signals.',
      REWARD_INTRODUCE: 'For each user who signs up with your link or code.',
    },
  },
  users: {
    title: 'Referred users',
    caption: 'Users who joined with your link or code, newest first',
    partial: 'The newest {{shown}} of {{count}} referred users are listed.',
    emptyTitle: 'No referrals yet',
  },
} as const;
