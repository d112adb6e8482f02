/** Input validation (spec section 5): pure functions returning Result with catalogued codes. See docs/validation.md. */
export * from './username.rules.js';
export * from './signal-name.rules.js';
export * from './description.rules.js';
export * from './account-link.rules.js';
export * from './verify-code.rules.js';
export * from './email.rules.js';
export * from './phone.rules.js';
export * from './sign-up.rules.js';
export * from './code-target.js';
export * from './follow-setting.rules.js';
export * from './bank-account.rules.js';
export * from './crypto-address.rules.js';
export * from './image.rules.js';
export * from './amount.rules.js';
export * from './withdrawal-amount.rules.js';
export * from './kyc-application.rules.js';
export * from './date-range.rules.js';
