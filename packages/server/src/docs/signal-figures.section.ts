import { DEFAULT_FOLLOWERS_DAYS } from '../followers/followers-days.js';

/** What each computed field of a Signal is (signals/signal-figures.ts), for docs/api.md. */
export const renderSignalFiguresSection = (): string[] => [
  '## Computed fields of a signal',
  '',
  '`GET /signal`, `GET /signal/{id}`, every answer that carries a `Signal` and every whole signal on the',
  '`signals` and `signal.{id}` channels fill these from the stored robots and settlements at the moment of the',
  'answer; each equals what the route listing its parts says for the same signal. A profit is added up robot by',
  'robot at cents, as the robots route shows each robot. USD at cents.',
  '',
  '| Field | What it is | Equal to |',
  '| --- | --- | --- |',
  '| `numOfFollowers` | robots running on the signal now | `GET /signal/{id}/robots`, status `RUNNING` |',
  '| `investmentOfFollow` | sum of the running robots’ investments | the same robots’ `investment` |',
  '| `wasFollowed` | the signal has ever had a robot | robots `total` > 0 |',
  '| `runningRobotData` | per follow type with a running robot: `runningCount`, `totalCount` (all of the type), `profit` of the running ones | the robots of the type |',
  '| `totalTradingRobotData` | per follow type with any robot: the same counts, `profit` of all of them, running and stopped | the robots of the type |',
  '| `profitOfSymbolsStrategy` | profit of every `SYMBOL_STRATEGY` robot, running or stopped | those robots’ `profit` |',
  '| `profitOfCompletedFollowing` | profit of every stopped robot (its following completed), both types | those robots’ `profit` |',
  '| `profitShare` | the profit share paid to the provider on the signal, before the platform fee (settled and resettled records) | `GET /report/settlement?signalId=` `totals.profitShare` |',
  `| \`followersDatas\` | followers and invested funds per UTC day over the last ${DEFAULT_FOLLOWERS_DAYS} days, today counted now | \`GET /signal/{id}/followers\` without a range |`,
  '',
  'A list page reads them all with one query for the whole page (the followers of a day as running sums of the',
  'robots’ starts and stops, so the cost grows with the robots, not robots times days). The',
  'robot simulation pushes them on `signal.{id}` as a partial signal (`id` and these fields) when followers',
  'or their profit change.',
  '',
];
