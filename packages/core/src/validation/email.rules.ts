import { fail, ok, type Result } from '../shared/result.js';

/** RFC 5321's limit on a forward path, the practical maximum of an address. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

// The WHATWG HTML "valid e-mail address" (what input[type=email] accepts), which is what users'
// browsers already enforce; additionally the domain must have a dot (no intranet hosts) and a
// top-level label that is not all digits.
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * Email: one `@`, a WHATWG-valid local part of at most 64 characters, a domain of dot-separated
 * labels with at least one dot, at most 254 characters in all. ASCII only: international domains
 * must be entered in their punycode form, as browsers submit them. Returns the address trimmed with
 * its domain lower-cased (the local part keeps its case: it may be significant to the mailbox).
 */
export const validateEmail = (input: string): Result<string> => {
  const email = input.trim();
  if (email.length > EMAIL_MAX_LENGTH) return fail('EMAIL_INVALID');
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return fail('EMAIL_INVALID');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return fail('EMAIL_INVALID');
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label)) || /^\d+$/.test(topLevel)) {
    return fail('EMAIL_INVALID');
  }
  return ok(`${local}@${domain}`);
};
