import { FOLLOW_TYPES, type Language, type Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '../../../format.js';
import { ROBOTS_PAGE_SIZE, type SignalDetailStore } from '../../../stores/signals/signal-detail.store.js';
import { ChartFigure } from '../../charts/ChartFigure.js';
import { EChart } from '../../charts/EChart.js';
import { EmptyState, ErrorState, Pager, Skeleton } from '../../components/kit/index.js';
import { followersOption } from './chart-options.js';
import { followersPoints } from './chart-series.js';

const profitClass = (profit: string): string =>
  profit.startsWith('-') ? 'value-negative' : /[1-9]/.test(profit) ? 'value-positive' : '';

/** Full signal follow and symbol strategy: running of total robots and their profit. */
const RobotsByType = ({ signal, language }: { readonly signal: Signal; readonly language: Language }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="robots-by-type">
      <h3 id="robots-by-type" className="chart-figure-title">
        {t('signalDetail.robots.byType')}
      </h3>
      <table className="data-table robots-by-type">
        <thead>
          <tr>
            <th scope="col">{t('followers.robot')}</th>
            <th scope="col" className="numeric">
              {t('followers.runningCount')}
            </th>
            <th scope="col" className="numeric">
              {t('followers.profit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {FOLLOW_TYPES.map((type) => {
            const total = signal.totalTradingRobotData.find((stats) => stats.followType === type);
            const running = signal.runningRobotData.find((stats) => stats.followType === type);
            const profit = total?.profit ?? '0';
            return (
              <tr key={type} data-follow-type={type}>
                <td className="card-title">{t(`followers.followType.${type}`)}</td>
                <td data-label={t('followers.runningCount')} className="numeric">
                  {t('signalDetail.robots.runningOfTotal', {
                    running: formatNumber(running?.runningCount ?? total?.runningCount ?? 0, language, 0),
                    total: formatNumber(total?.totalCount ?? 0, language, 0),
                  })}
                </td>
                <td data-label={t('followers.profit')} className={`numeric ${profitClass(profit)}`}>
                  {formatMoney(profit, language)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
};

const FollowersOverTime = observer(function FollowersOverTime({
  store,
  language,
}: {
  readonly store: SignalDetailStore;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const points = useMemo(() => followersPoints(store.followers), [store.followers]);
  const option = useMemo(() => followersOption(points, language, t), [points, language, t]);
  if (store.followersStatus === 'failed' && store.followersErrorCode !== null) {
    return <ErrorState code={store.followersErrorCode} onRetry={() => void store.loadFollowers()} />;
  }
  if (store.followersStatus !== 'ready') return <Skeleton rows={4} height={28} />;
  return (
    <ChartFigure
      title={t('signalDetail.robots.overTime')}
      chart={() =>
        points.length === 0 ? (
          <p className="detail-empty value-absent">{t('signalDetail.charts.noData')}</p>
        ) : (
          <EChart
            option={option}
            height={260}
            ariaLabel={t('signalDetail.charts.followersAria', {
              from: points[0]?.date ?? '',
              to: points.at(-1)?.date ?? '',
            })}
          />
        )
      }
      table={() => (
        <table className="data-table" data-chart-table="followers">
          <thead>
            <tr>
              <th scope="col">{t('signalDetail.charts.date')}</th>
              <th scope="col" className="numeric">
                {t('performance.followers')}
              </th>
              <th scope="col" className="numeric">
                {t('performance.investedFund')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td className="card-title">{point.date}</td>
                <td data-label={t('performance.followers')} className="numeric">
                  {formatNumber(point.followers, language, 0)}
                </td>
                <td data-label={t('performance.investedFund')} className="numeric">
                  {formatMoney(point.investment, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
});

const FollowerList = observer(function FollowerList({
  store,
  language,
}: {
  readonly store: SignalDetailStore;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const page = store.robots;
  if (store.robotsStatus === 'failed' && store.robotsErrorCode !== null) {
    return <ErrorState code={store.robotsErrorCode} onRetry={() => void store.loadRobots()} />;
  }
  if (page === null) return <Skeleton rows={4} height={28} />;
  if (page.total === 0) {
    return (
      <EmptyState title={t('signalDetail.robots.emptyTitle')} text={t('signalDetail.robots.emptyText')} />
    );
  }
  return (
    <>
      <table className="data-table follower-list" aria-busy={store.robotsStatus === 'loading'}>
        <thead>
          <tr>
            <th scope="col">{t('followers.followerName')}</th>
            <th scope="col">{t('followers.robot')}</th>
            <th scope="col">{t('common.status')}</th>
            <th scope="col" className="numeric">
              {t('followers.investment')}
            </th>
            <th scope="col" className="numeric">
              {t('followers.profit')}
            </th>
            <th scope="col">{t('followers.nextSettlement')}</th>
          </tr>
        </thead>
        <tbody>
          {page.list.map((robot) => (
            <tr key={robot.id}>
              <td className="card-title">{robot.followerName}</td>
              <td data-label={t('followers.robot')}>
                {robot.name}
                <span className="follower-type">{t(`followers.followType.${robot.followType}`)}</span>
              </td>
              <td data-label={t('common.status')}>{t(`followers.robotStatus.${robot.status}`)}</td>
              <td data-label={t('followers.investment')} className="numeric">
                {formatMoney(robot.investment, language)}
              </td>
              <td data-label={t('followers.profit')} className={`numeric ${profitClass(robot.profit)}`}>
                {formatMoney(robot.profit, language)}
              </td>
              <td data-label={t('followers.nextSettlement')}>
                {formatDate(robot.nextSettlementAt, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={store.robotsPage}
        pageSize={ROBOTS_PAGE_SIZE}
        total={page.total}
        disabled={store.robotsStatus === 'loading'}
        onPage={(next) => void store.loadRobots(next)}
      />
    </>
  );
});

/** Robots by follow type, followers and their funds over time, and each follower's robot. */
export const RobotsTab = observer(function RobotsTab({
  store,
  signal,
  language,
}: {
  readonly store: SignalDetailStore;
  readonly signal: Signal;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  return (
    <div className="robots-tab">
      <RobotsByType signal={signal} language={language} />
      <FollowersOverTime store={store} language={language} />
      <section aria-labelledby="follower-list-title">
        <h3 id="follower-list-title" className="chart-figure-title">
          {t('signalDetail.robots.list')}
        </h3>
        <FollowerList store={store} language={language} />
      </section>
    </div>
  );
});
