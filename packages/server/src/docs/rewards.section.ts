import {
  REWARD_FIRST_SIGNAL_CREATE_AMOUNT,
  REWARD_FOLLOWING_REACH_TEN_AMOUNT,
  REWARD_INTRODUCE_AMOUNT,
  REWARD_REGISTERED_AMOUNT,
} from '../auth/referral.js';
import { FOLLOWERS_FOR_REWARD } from '../money/rewards.js';

/** The referral rewards: when each is granted and how much (auth/referral.ts, money/rewards.ts), for docs/api.md. */
export const renderRewardsSection = (): string[] => [
  '## Rewards',
  '',
  'Rewards are tokens (the wallet’s `tokenBalance`), each a ledger transaction of its type from the',
  'platform’s reward pool, posted in the transaction of what earned it. They show in',
  '`GET /asset/wallet/token/record` (category `REWARD`) and, by type, in `GET /user/referral` `rewards`.',
  '',
  '| Type | Tokens | Granted to | When | How often |',
  '| --- | --- | --- | --- | --- |',
  `| \`REWARD_REGISTERED\` | ${REWARD_REGISTERED_AMOUNT} | the new member | sign-up | once per member |`,
  `| \`REWARD_INTRODUCE\` | ${REWARD_INTRODUCE_AMOUNT} | the referrer | a sign-up with their referral code | per member referred |`,
  `| \`REWARD_FIRST_SIGNAL_CREATE\` | ${REWARD_FIRST_SIGNAL_CREATE_AMOUNT} | the provider | \`POST /signal\` of their first signal ever | once ever |`,
  `| \`REWARD_FOLLOWING_REACH_TEN\` | ${REWARD_FOLLOWING_REACH_TEN_AMOUNT} | the provider | one of their signals first has ${FOLLOWERS_FOR_REWARD} followers (\`numOfFollowers\`: running robots) | once ever |`,
  '',
  'Once ever means it: deleting the first signal and creating another grants nothing, a provider who had',
  'signals before the reward existed gets none for a new one, and however many of a provider’s signals',
  `reach ${FOLLOWERS_FOR_REWARD} followers, one reward is paid. The database keeps one grant per member and type, so two`,
  'creations or two followers arriving at the same moment cannot pay twice. The member’s `wallet` channel',
  'hears the new token balance.',
  '',
];
