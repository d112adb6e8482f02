import type { WithdrawalConfig } from '@signal-portal/core';
import { fields, type TableBlock } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

/** `withdraw config`: limits, fees per type, currencies with their networks and rates. */
export const withdrawConfig: CommandModule<void, WithdrawalConfig> = {
  needsApi: true,
  parse: () => succeed(undefined),
  run: (context) => context.services.withdrawals.config(),
  render(config, { t, format }) {
    const currencies: TableBlock = {
      kind: 'table',
      title: t('withdraw.currency'),
      head: [
        t('withdraw.currency'),
        t('withdraw.fields.currencyType'),
        t('withdraw.network'),
        t('cli.fields.ratePerUsd'),
        t('cli.fields.decimals'),
      ],
      align: ['left', 'left', 'left', 'right', 'right'],
      rows: config.currencies.map((c) => [
        c.currency,
        t(`withdraw.currencyType.${c.currencyType}`),
        c.networks.length === 0 ? '-' : c.networks.join(', '),
        format.amount(c.rate),
        String(c.decimals),
      ]),
      empty: t('common.empty'),
    };
    return [
      fields(
        [
          [
            t('cli.fields.limits'),
            t('withdraw.limits', { min: format.usd(config.min), max: format.usd(config.max) }),
          ],
          [`${t('withdraw.fee')} (${t('withdraw.wire')})`, `${format.usd(config.fee.WIRE)} USD`],
          [`${t('withdraw.fee')} (${t('withdraw.crypto')})`, `${format.usd(config.fee.CRYPTO)} USD`],
          [
            t('cli.fields.processing'),
            t('cli.processingDays', { min: config.processingDays.min, max: config.processingDays.max }),
          ],
        ],
        t('withdraw.title'),
      ),
      currencies,
    ];
  },
};
