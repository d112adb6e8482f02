import { HOUR_MS, MINUTE_MS, SECOND_MS } from '@signal-portal/core';
import { AUTH_RATE_LIMITS } from '../auth/rate-limits.js';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, RESEND_AFTER_MS } from '../auth/verification-code.js';

/** The code flow's limits and why they are what they are, for docs/api.md (from the server's constants). */
export const renderCodeLimitsSection = (): string[] => {
  const { sendPerIp, sendPerClient, sendToNewClients, verifyPerIp, checkPerIp } = AUTH_RATE_LIMITS;
  const windowMinutes = sendToNewClients.windowMs / MINUTE_MS;
  const newClientCodesPerHour = sendToNewClients.max * (HOUR_MS / sendToNewClients.windowMs);
  const guessesPerHour = newClientCodesPerHour * MAX_CODE_ATTEMPTS;
  return [
    '## Verification codes',
    '',
    'A code request (`/auth/register_by_*`, `/auth/login_by_*`, `POST /auth/email`) sends a 6-digit code, good',
    `for ${CODE_TTL_MS / MINUTE_MS} minutes and only with the verify cookie of its request; the ${MAX_CODE_ATTEMPTS}th wrong try voids it`,
    '(`TOO_MANY_ATTEMPTS`). A client is one contact asked for from one address (an IPv4 address or an IPv6 /64;',
    "behind a proxy set `TRUST_PROXY`, or every caller has the proxy's address). Limits (`RATE_LIMITED`):",
    '',
    `- per address: ${sendPerIp.max} code requests an hour (refused ones count) and ${verifyPerIp.max} code checks an hour;`,
    `  per IP: ${checkPerIp.max} \`user_check\` calls an hour;`,
    `- per client: a new code ${RESEND_AFTER_MS / SECOND_MS} s after its last pending one (\`RESEND_TOO_SOON\`) and at most`,
    `  ${sendPerClient.max} codes in any 60 minutes; a new code voids that client's earlier pending code of the same purpose only;`,
    `- per contact: clients that never completed one of its codes share ${sendToNewClients.max} codes per fixed ${windowMinutes}-minute`,
    '  window; a client that completed one before is not held by them. Refused requests use up no code.',
    '',
    "Why (OWASP ASVS V2.2, NIST SP 800-63B 5.2.2): a stranger's requests and wrong codes count against the",
    "stranger's own client, so they never void a member's code, hold back the member's resend or use up the",
    `member's codes, and nothing counts a contact's checks. Clients new to a contact get at most ${newClientCodesPerHour} codes in a clock`,
    `hour, so at most ${guessesPerHour} guesses (against 1,000,000 codes). The price: strangers can fill a ${windowMinutes}-minute window. One`,
    `address fills it at most once in any 60 minutes, so it holds a member on a new address ${windowMinutes} minutes at most;`,
    'only ever more addresses can hold a new address longer, and a member on an address they completed a',
    'code from before is never held by others.',
    '',
  ];
};
