import { DEMO_PROVIDER_CONTACT, demoProvider } from '@signal-portal/fixtures';
import { grantSignUpRewards } from '../auth/referral.js';
import { nowOf } from '../context.js';
import { findUserById, insertUser } from '../storage/users.repository.js';
import type { DemoSeedStep } from './demo-seed.js';

/** The demo provider's referral code: fixed, so the demo's referral link is always the same. */
export const DEMO_REFERRAL_CODE = 'DEMO2024';

/**
 * The auth area's part of the demo data: the demo provider on the demo site (log in with
 * DEMO_PROVIDER_CONTACT's email or phone; the code appears in the outbox), with the sign-up reward.
 * Sets `state.providerId`. Seeding again leaves an existing provider as it is.
 */
export const seedAuth: DemoSeedStep = async (tx, ctx, state) => {
  const provider = demoProvider();
  state.providerId = provider.id;
  if (await findUserById(tx, state.siteId, provider.id)) return;
  const user = await insertUser(tx, {
    siteId: state.siteId,
    id: provider.id,
    username: provider.username,
    email: DEMO_PROVIDER_CONTACT.email,
    countryCode: DEMO_PROVIDER_CONTACT.countryCode,
    phone: DEMO_PROVIDER_CONTACT.phone,
    language: provider.language,
    referralCode: DEMO_REFERRAL_CODE,
    referrerId: null,
    createdAt: nowOf(ctx),
  });
  await grantSignUpRewards(tx, user, nowOf(ctx));
};
