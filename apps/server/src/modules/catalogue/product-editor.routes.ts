import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productEditorApi as api } from '@gembourse/contracts/product-editor.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

/** The product wizard (SPEC §2): read, save each step, preview. Who may call each is the endpoint's access and the service. */
export const productEditorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const { productEditor } = services;
  route(app, api.detail, async (req) => productEditor.detail(requireAuth(req), req.params.id));
  route(app, api.saveInfo, async (req) => productEditor.saveInfo(requireAuth(req), req.body, req.locale));
  route(app, api.saveAvailability, async (req) => productEditor.saveAvailability(requireAuth(req), req.body, req.locale));
  route(app, api.preview, async (req) => productEditor.preview(requireAuth(req), req.params.id, req.query.as, req.locale));
};
