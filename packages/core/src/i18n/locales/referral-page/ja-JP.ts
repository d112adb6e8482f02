import type { DeepStringShape } from '../text-shape.js';
import type { referralPageEnUS } from './en-US.js';

export const referralPageJaJP = {
  share: {
    title: 'リンクを共有する',
    text: 'あなたのリンクから登録した人、または紹介者欄にあなたのコードを入力した人が、あなたの紹介になります。',
    linkHint: 'あなたのコードが入力済みの登録ページを開きます。',
    codeHint: 'リンクを使わずに登録する人向けです。',
    copyCode: 'コードをコピー',
  },
  steps: {
    title: 'しくみ',
    share: 'リンクまたはコードを共有します。',
    join: '友達がそれを使って登録します。',
    earn: 'あなたはトークンで紹介報酬を受け取ります。',
  },
  figures: {
    label: '紹介の実績',
    referralRewards: '紹介報酬',
    allRewards: 'すべての報酬',
    allRewardsHint: '紹介報酬を含む、受け取ったすべての報酬です。',
  },
  tokens: '{{amount}} トークン',
  rewards: {
    title: '種類別の報酬',
    caption: '種類別の報酬：受け取った回数とトークンの合計',
    type: '報酬',
    count: '受取回数',
    total: '合計',
    sum: 'すべての報酬',
    hint: {
      REWARD_REGISTERED: '登録したときに付与されます。',
      REWARD_FIRST_SIGNAL_CREATE: '最初のシグナルを作成したときに付与されます。',
      REWARD_FOLLOWING_REACH_TEN: 'フォロワーが 10 人に達したときに付与されます。',
      REWARD_INTRODUCE: 'あなたのリンクまたはコードで 1 人登録するごとに付与されます。',
    },
  },
  users: {
    title: '紹介したユーザー',
    caption: 'あなたのリンクまたはコードで登録したユーザー（新しい順）',
    partial: '紹介したユーザー {{count}} 人のうち、新しい {{shown}} 人を表示しています。',
    emptyTitle: 'まだ紹介はありません',
  },
} satisfies DeepStringShape<typeof referralPageEnUS>;
