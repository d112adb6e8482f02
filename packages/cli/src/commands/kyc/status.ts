import type { KycState } from '@signal-portal/core';
import { fields, text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

/**
 * `kyc status`: where identity verification stands, with what it means for withdrawing (the web's
 * texts), the dates, and the reviewer's comment when there is one.
 */
export const kycStatus: CommandModule<void, KycState> = {
  needsApi: true,
  parse: () => succeed(undefined),
  run: (context) => context.services.kyc.status(),
  render: (state, { t, format }) => [
    fields(
      [
        [t('kycPage.statusLabel'), t(`kyc.status.${state.status}`)],
        [t('kyc.submittedAt'), format.dateTime(state.submittedAt)],
        [t('kyc.reviewedAt'), format.dateTime(state.reviewedAt)],
        ...(state.comment === '' ? [] : [[t('kyc.reviewerComment'), state.comment] as const]),
      ],
      t('kyc.title'),
    ),
    text(t(`kyc.statusText.${state.status}`), state.status === 'APPROVED' ? 'success' : 'plain'),
  ],
};
