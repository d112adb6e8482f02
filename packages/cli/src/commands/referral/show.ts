import { allRewards, type Referral } from '@signal-portal/core';
import { fields, type TableBlock } from '../../output/blocks.js';
import type { CommandModule, ViewContext } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

/**
 * Every reward type (the four of REWARD_TYPES, a type never received at 0), and their sum; token
 * amounts at two places, so a sum of 30.00 and 5.00 reads 35.00, not 35.
 */
const rewardsTable = (referral: Referral, { t, format }: ViewContext): TableBlock => {
  const sum = allRewards(referral.rewards);
  return {
    kind: 'table',
    title: t('referralPage.rewards.title'),
    head: [t('referralPage.rewards.type'), t('referralPage.rewards.count'), t('referralPage.rewards.total')],
    align: ['left', 'right', 'right'],
    rows: [
      ...referral.rewards.map((row) => [
        t(`wallet.rewardType.${row.type}`),
        String(row.count),
        format.usd(row.total),
      ]),
      [t('referralPage.rewards.sum'), String(sum.count), format.usd(sum.total)],
    ],
    empty: t('common.empty'),
  };
};

/** The newest referred users; the footer says when there are more than listed. */
const usersTable = (referral: Referral, { t, format }: ViewContext): TableBlock => ({
  kind: 'table',
  title: t('referralPage.users.title'),
  head: [t('referral.user'), t('referral.joinTime'), t('referral.reward')],
  align: ['left', 'left', 'right'],
  rows: referral.users.map((user) => [
    user.username,
    format.dateTime(user.joinedAt),
    format.usd(user.reward),
  ]),
  empty: t('referral.empty'),
  ...(referral.users.length < referral.successCount
    ? {
        footer: t('referralPage.users.partial', {
          shown: referral.users.length,
          count: referral.successCount,
        }),
      }
    : {}),
});

/** `referral`: the code and link to share, how many joined, and the rewards by type. */
export const referralShow: CommandModule<void, Referral> = {
  needsApi: true,
  parse: () => succeed(undefined),
  run: (context) => context.services.referral.referral(),
  render: (referral, view) => [
    fields(
      [
        [view.t('referral.code'), referral.code],
        [view.t('referral.link'), referral.link],
        [view.t('referral.successCount'), String(referral.successCount)],
        [view.t('referral.totalReward'), view.format.usd(referral.totalReward)],
      ],
      view.t('referral.title'),
    ),
    rewardsTable(referral, view),
    usersTable(referral, view),
  ],
};
