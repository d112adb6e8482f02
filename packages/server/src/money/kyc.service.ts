import {
  applyKycAction,
  fail,
  ok,
  type KycAction,
  type KycApplication,
  type KycState,
  type Result,
} from '@signal-portal/core';
import { newId } from '../ids.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { saveFile } from '../storage/files.repository.js';
import { insertKycApplication, latestKyc, lockUserRow, updateKycReview } from '../storage/kyc.repository.js';
import type { MemberRef } from './wallet-ops.js';

/** A document image as the server re-encoded it (prepareImage). */
export interface KycDocument {
  readonly name: string;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

/**
 * Hands in an application (fields already checked by validateKycApplication): core's applyKycAction
 * decides whether the member may submit now (UNVERIFIED or FAILED); the documents are stored as
 * private files ('kyc-document', never served at /files) and a new application holds the new state.
 */
export const submitKyc = async (
  tx: SqlExecutor,
  member: MemberRef,
  fields: KycApplication,
  documents: readonly KycDocument[],
  now: Date,
): Promise<Result<KycState>> => {
  if (!(await lockUserRow(tx, member.siteId, member.userId))) return fail('USER_NOT_FOUND');
  const { state } = await latestKyc(tx, member.siteId, member.userId);
  const next = applyKycAction(state, { type: 'submit' }, now.toISOString());
  if (next.error) return next;
  const stored: { name: string; fileId: string }[] = [];
  for (const document of documents) {
    const fileId = await saveFile(tx, {
      siteId: member.siteId,
      ownerId: member.userId,
      purpose: 'kyc-document',
      mime: document.mime,
      bytes: document.bytes,
      at: now,
    });
    stored.push({ name: document.name, fileId });
  }
  await insertKycApplication(tx, {
    siteId: member.siteId,
    id: newId(),
    userId: member.userId,
    state: next.value,
    fields,
    documents: stored,
  });
  return ok(next.value);
};

/** A reviewer's decision (approve, fail, block) on the member's latest application, by core's machine. */
export const reviewKyc = async (
  tx: SqlExecutor,
  member: MemberRef,
  action: Exclude<KycAction, { type: 'submit' }>,
  now: Date,
): Promise<Result<KycState>> => {
  if (!(await lockUserRow(tx, member.siteId, member.userId))) return fail('USER_NOT_FOUND');
  const latest = await latestKyc(tx, member.siteId, member.userId, { forUpdate: true });
  const next = applyKycAction(latest.state, action, now.toISOString());
  if (next.error) return next;
  if (latest.applicationId === null) throw new Error('a review succeeded without an application');
  await updateKycReview(tx, member.siteId, latest.applicationId, next.value);
  return ok(next.value);
};
