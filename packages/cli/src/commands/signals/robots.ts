import type { Page, PageQuery, Robot } from '@signal-portal/core';
import type { CommandModule } from '../../runner/command.js';
import { idValue, pageOptions } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { pageFooter } from '../paging.js';

export interface RobotsInput {
  readonly id: string;
  readonly page: PageQuery;
}

/** `signals robots <id>`: the robots following the signal, a page at a time. */
export const signalsRobots: CommandModule<RobotsInput, Page<Robot>> = {
  needsApi: true,
  parse(raw) {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    const page = pageOptions(raw);
    if (page.error) return page;
    return succeed({ id: id.value, page: page.value });
  },
  run: (context, { id, page }) => context.services.signals.robots(id, page),
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
};
