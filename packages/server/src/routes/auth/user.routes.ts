import { fail, isLanguage, ok, validateUsername, type Result, type User } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../http/member.js';
import { loadReferral } from '../../auth/referral.js';
import { nowOf, type ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { deleteReplacedImage, publicFileUrl, saveFile } from '../../storage/files.repository.js';
import {
  duplicateUserCode,
  findUserById,
  findUserByUsername,
  loadUserEntity,
  updateUserLanguage,
  updateUserProfile,
} from '../../storage/users.repository.js';
import { readProfileParts } from './profile-form.js';
import { LANGUAGE_SCHEMA, NO_INPUT_SCHEMA } from './schemas.js';

/** The signed-in user: GET /user, language, profile (PATCH /user), referral page. */
export const registerUserRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'GET /user', { schema: NO_INPUT_SCHEMA }, async ({ request }) => {
    const member = memberOf(request);
    const user = await loadUserEntity(ctx.db, member.siteId, member.userId);
    return user ? ok(user) : fail('USER_NOT_FOUND');
  });

  defineRoute(app, 'PUT /user/language', { schema: LANGUAGE_SCHEMA }, async ({ body, request }) => {
    const member = memberOf(request);
    if (!isLanguage(body.language)) return fail('LANGUAGE_UNSUPPORTED');
    await updateUserLanguage(ctx.db, member.siteId, member.userId, body.language);
    return ok(true);
  });

  /**
   * A new headshot (PNG, JPEG or WebP of at most 2 MB, stored re-encoded at 200x200: readProfileParts)
   * and/or a new username (core's rule; USERNAME_EXISTS when another user of the site has it). Renaming
   * is allowed: the site configuration has no switch against it.
   */
  defineRoute(app, 'PATCH /user', {}, async ({ request }) => {
    const member = memberOf(request);
    const parts = await readProfileParts(request);
    if (parts.error) return parts;
    const { siteId, userId } = member;
    let username: string | undefined;
    if (parts.value.username !== undefined) {
      const valid = validateUsername(parts.value.username);
      if (valid.error) return valid;
      username = valid.value;
    }
    const image = parts.value.headshot;
    const now = nowOf(ctx);
    try {
      return await ctx.db.transaction(async (tx): Promise<Result<User>> => {
        if (username !== undefined) {
          const holder = await findUserByUsername(tx, siteId, username);
          if (holder && holder.id !== userId) return fail('USERNAME_EXISTS');
        }
        const current = await findUserById(tx, siteId, userId);
        if (!current) return fail('USER_NOT_FOUND');
        const headshot = image
          ? publicFileUrl(
              siteId,
              await saveFile(tx, {
                siteId,
                ownerId: userId,
                purpose: 'user-headshot',
                mime: image.mime,
                bytes: image.bytes,
                at: now,
              }),
            )
          : undefined;
        if (headshot !== undefined) {
          await deleteReplacedImage(tx, { siteId, ownerId: userId, url: current.headshot });
        }
        await updateUserProfile(tx, siteId, userId, {
          ...(username === undefined ? {} : { username }),
          ...(headshot === undefined ? {} : { headshot }),
        });
        const user = await loadUserEntity(tx, siteId, userId);
        return user ? ok(user) : fail('USER_NOT_FOUND');
      });
    } catch (error) {
      const duplicate = duplicateUserCode(error);
      if (duplicate) return fail(duplicate);
      throw error;
    }
  });

  defineRoute(app, 'GET /user/referral', { schema: NO_INPUT_SCHEMA }, async ({ request }) => {
    const member = memberOf(request);
    const user = await findUserById(ctx.db, member.siteId, member.userId);
    return user ? ok(await loadReferral(ctx.db, user, ctx.config.publicUrl)) : fail('USER_NOT_FOUND');
  });
};
