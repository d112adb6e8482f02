import type { Page, Robot } from '@signal-portal/core';
import { idValue } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { listCommand } from '../list-command.js';
import { pageFooter } from '../paging.js';

/** The columns of `signals robots --format csv|tsv`: the fields of a robot, as in the JSON. */
export const ROBOT_COLUMNS = [
  'id',
  'name',
  'followerName',
  'followType',
  'status',
  'investment',
  'profit',
  'hwm',
  'createdAt',
  'nextSettlementAt',
] as const satisfies readonly (keyof Robot)[];

/** `signals robots <id>`: the robots following the signal, a page at a time or all (`--all`). */
export const signalsRobots = listCommand<{ readonly id: string }, Page<Robot>, Robot>({
  parse(raw) {
    const id = idValue(raw.args[0]);
    return id.error ? id : succeed({ id: id.value });
  },
  fetch: (context, { id }, paging) => context.services.signals.robots(id, paging),
  pageOf: (page) => page,
  render: (page, view) => {
    const { t, format } = view;
    return [
      {
        kind: 'table',
        head: [
          t('cli.fields.id'),
          t('followers.robot'),
          t('followers.followerName'),
          t('cli.fields.running'),
          t('followers.investment'),
          t('followers.profit'),
          t('cliFigures.robots.hwm'),
          t('cliFigures.robots.startedAt'),
          t('followers.nextSettlement'),
        ],
        align: ['left', 'left', 'left', 'left', 'right', 'right', 'right', 'left', 'left'],
        rows: page.list.map((robot) => [
          robot.id,
          `${robot.name} · ${t(`followers.followType.${robot.followType}`)}`,
          robot.followerName,
          t(`followers.robotStatus.${robot.status}`),
          format.usd(robot.investment),
          format.usd(robot.profit),
          format.usd(robot.hwm),
          format.dateTime(robot.createdAt),
          format.dateTime(robot.nextSettlementAt),
        ]),
        empty: t('cliFigures.robots.empty'),
        footer: pageFooter(page, view),
      },
    ];
  },
  columns: ROBOT_COLUMNS,
  services: ['signals'],
});
