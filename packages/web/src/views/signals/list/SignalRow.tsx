import { type Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, formatNumber } from '../../../format.js';
import { PATHS } from '../../../routing/paths.js';
import { SignalActions } from '../actions/SignalActions.js';
import { LastActiveValue, ReturnValue } from './FigureCells.js';
import { useLanguage } from './language.js';
import { SignalAvatar } from './SignalAvatar.js';
import { SignalStateBadges } from './SignalStateBadges.js';

const RETURNS = [
  ['apr7', 'performance.return7'],
  ['apr30', 'performance.return30'],
  ['apr180', 'performance.return180'],
] as const;

/** One signal: a table row on a desktop, a card on a phone (each cell labelled by data-label). */
export const SignalRow = observer(function SignalRow({
  signal,
  onChanged,
}: {
  readonly signal: Signal;
  readonly onChanged: (id: string, next: Signal | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <tr data-signal-id={signal.id}>
      <td className="card-title signal-cell-name">
        <div className="signal-identity">
          <SignalAvatar signal={signal} />
          <div className="signal-identity-text">
            <Link className="signal-name" to={PATHS.signalDetail(signal.id)}>
              {signal.name}
            </Link>
            <span className="signal-meta">
              <span className="platform-badge" title={t(`signal.platform.${signal.platform}`)}>
                {signal.platform}
              </span>
              <span>{t(`signal.connMethod.${signal.connMethod}`)}</span>
            </span>
          </div>
        </div>
      </td>
      <td data-label={t('signalList.columns.state')}>
        <SignalStateBadges signal={signal} />
      </td>
      <td className="numeric" data-label={t('signalList.columns.followers')}>
        {formatNumber(signal.numOfFollowers, language, 0)}
      </td>
      <td className="numeric" data-label={t('signalList.columns.investedFund')}>
        {formatMoney(signal.investmentOfFollow, language)}
      </td>
      {RETURNS.map(([field, label]) => (
        <td key={field} className="numeric signal-return" data-label={t(label)}>
          <ReturnValue signal={signal} field={field} label={`${signal.name}: ${t(label)}`} />
        </td>
      ))}
      <td className="signal-last-active" data-label={t('signalList.columns.lastActive')}>
        <LastActiveValue signal={signal} label={`${signal.name}: ${t('signalList.columns.lastActive')}`} />
      </td>
      <td className="signal-cell-actions" data-label={t('signalList.columns.actions')}>
        <SignalActions signal={signal} onChanged={(next) => onChanged(signal.id, next)} />
      </td>
    </tr>
  );
});
