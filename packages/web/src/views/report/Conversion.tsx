import { dec, isDecimalString, type Language } from '@signal-portal/core';
import { formatMoney } from '../../format.js';
import { useTranslation } from '../shared.js';
import { formatAccountMoney, formatRate } from './format-report.js';

/**
 * Under a USD share of a non-USD account: the share in the account's currency and the rate it was
 * (or would be) converted at, or that no rate is in force yet. Nothing for a USD account.
 */
export const Conversion = ({
  currency,
  accountProfitShare,
  exchangeRate,
  language,
}: {
  readonly currency: string;
  readonly accountProfitShare: string;
  readonly exchangeRate: string | null;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  if (currency === 'USD' || !isDecimalString(accountProfitShare) || dec(accountProfitShare).isZero())
    return null;
  return (
    <span className="report-conversion">
      {exchangeRate === null
        ? `${formatAccountMoney(accountProfitShare, currency, language)} · ${t('reportPage.rateMissing')}`
        : t('reportPage.converted', {
            amount: formatMoney(accountProfitShare, language),
            currency,
            rate: formatRate(exchangeRate, language),
          })}
    </span>
  );
};
