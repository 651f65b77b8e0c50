import { z } from 'zod';
import {
  ZCompanyStatusChange,
  ZCompanyStatusResult,
  ZCompanyVerification,
  ZCompanyVerificationResult,
  ZConsoleCompanyPage,
  ZConsoleCompanyQuery,
} from './console.ts';
import { endpoint } from './endpoint.ts';
import { ZIdParam } from './primitives.ts';

const tags = ['console'] as const;
const params = z.object({ id: ZIdParam });

/** The organiser's console (ARCHITECTURE §6, face 3): platform staff only. */
export const consoleApi = {
  companies: endpoint({
    method: 'GET',
    path: '/api/console/companies',
    access: 'staff',
    summary: 'Companies for the organiser: filter by name, side, status and verification; newest first',
    tags,
    query: ZConsoleCompanyQuery,
    response: ZConsoleCompanyPage,
  }),
  decideVerification: endpoint({
    method: 'POST',
    path: '/api/console/companies/:id/verification',
    access: 'staff',
    summary:
      "Verify or reject a company; e-mails its admins in the same transaction. A pending supplier's members may log in once verified",
    tags,
    params,
    body: ZCompanyVerification,
    response: ZCompanyVerificationResult,
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/api/console/companies/:id/status',
    access: 'staff',
    summary: 'Suspend or reactivate a company; its members then answer 30011',
    tags,
    params,
    body: ZCompanyStatusChange,
    response: ZCompanyStatusResult,
  }),
};
