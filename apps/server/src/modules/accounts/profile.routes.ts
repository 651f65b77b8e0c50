import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChangePasswordRequest, ZLanguageRequest, ZNotificationPrefs, ZPersonalProfile, ZUpdateProfileRequest,
} from '@gembourse/contracts/accounts';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { membersOnly, requireAuth } from '../../platform/auth/auth-context.ts';
import type { AppDeps } from '../../services.ts';
import { ok } from '../../platform/envelope.ts';

/** Password attempts per user and minute: a stolen session must not become a way to guess the password. */
export const PASSWORD_CHANGES_PER_MINUTE = 10;

/** Personal profile and account settings (issue 3): /api/accounts/profile, password, notifications, language. */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.profile;
  const tags = ['accounts'];

  app.get(
    '/api/accounts/profile',
    { preValidation: membersOnly, schema: { tags, summary: 'My personal profile', response: { 200: envelopeOf(ZPersonalProfile) } } },
    async (req) => ok(await service.profile(requireAuth(req))),
  );

  app.post(
    '/api/accounts/profile',
    {
      preValidation: membersOnly,
      schema: {
        tags,
        summary: 'Replace my personal profile; cover and photo must be images I or my company uploaded',
        body: ZUpdateProfileRequest,
        response: { 200: envelopeOf(ZPersonalProfile) },
      },
    },
    async (req) => ok(await service.update(requireAuth(req), req.body, req.locale)),
  );

  app.post(
    '/api/accounts/password',
    {
      preValidation: membersOnly,
      schema: {
        tags,
        summary: 'Change my password; my other sessions end (6680) and their sockets get logout',
        body: ZChangePasswordRequest,
        response: { 200: envelopeOf(z.null()) },
      },
      config: {
        rateLimit: {
          max: PASSWORD_CHANGES_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) => `password:${req.auth ? `u${req.auth.userId}` : req.ip}`,
        },
      },
    },
    async (req) => {
      await service.changePassword(requireAuth(req), req.body, req.locale);
      return ok(null);
    },
  );

  app.get(
    '/api/accounts/notifications',
    { preValidation: membersOnly, schema: { tags, summary: 'My e-mail notification preferences (defaults filled in)', response: { 200: envelopeOf(ZNotificationPrefs) } } },
    async (req) => ok(await service.notifications(requireAuth(req))),
  );

  app.post(
    '/api/accounts/notifications',
    {
      preValidation: membersOnly,
      schema: { tags, summary: 'Save my e-mail notification preferences', body: ZNotificationPrefs, response: { 200: envelopeOf(ZNotificationPrefs) } },
    },
    async (req) => ok(await service.setNotifications(requireAuth(req), req.body)),
  );

  app.post(
    '/api/accounts/language',
    {
      preValidation: membersOnly,
      schema: { tags, summary: 'Set my language (e-mails, and the app on my other devices)', body: ZLanguageRequest, response: { 200: envelopeOf(ZLanguageRequest) } },
    },
    async (req) => ok(await service.setLanguage(requireAuth(req), req.body.locale)),
  );
};
