import { endpoint } from './endpoint.ts';
import {
  ZBillingOverview,
  ZInvoiceListQuery,
  ZInvoicePage,
  ZInvoiceParams,
  ZPaymentMethodRequest,
  ZPlanList,
  ZPlanListQuery,
  ZSubscribeAnswer,
  ZSubscribeRequest,
} from './billing.ts';
import { PERM } from './permissions.ts';

const tags = ['billing'] as const;

/** Subscriptions, payment and billing (issue 13). "Only my own company's" is the service's rule on top of each point. */
export const billingApi = {
  plans: endpoint({
    method: 'GET',
    path: '/api/billing/plans',
    access: 'public',
    summary: 'The plans on offer (for one side with `side`: buyer or seller), in my language, with what each unlocks',
    tags,
    query: ZPlanListQuery,
    response: ZPlanList,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/billing/overview',
    access: { perm: PERM.manageBillingView },
    summary: "My company's subscription, the plan whose limits apply, what we use of them and the stored card",
    tags,
    response: ZBillingOverview,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/company/subscriptions',
    access: { perm: PERM.manageBillingEdit },
    summary: 'Subscribe to a plan, upgrade at once (charged) or downgrade at the end of the period',
    tags,
    body: ZSubscribeRequest,
    response: ZSubscribeAnswer,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/company/subscriptions/cancel',
    access: { perm: PERM.manageBillingEdit },
    summary: 'Cancel at the end of the period (the plan stays until then)',
    tags,
    response: ZBillingOverview,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/company/subscriptions/resume',
    access: { perm: PERM.manageBillingEdit },
    summary: 'Undo a cancel or a scheduled downgrade before the period ends',
    tags,
    response: ZBillingOverview,
  }),
  paymentMethod: endpoint({
    method: 'POST',
    path: '/api/billing/payment-method',
    access: { perm: PERM.manageBillingEdit },
    summary: 'Replace the stored card (checked by the provider, nothing charged)',
    tags,
    body: ZPaymentMethodRequest,
    response: ZBillingOverview,
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/api/billing/invoices',
    access: { perm: PERM.manageBillingView },
    summary: "My company's invoices, newest first",
    tags,
    query: ZInvoiceListQuery,
    response: ZInvoicePage,
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/billing/invoices/:id/pdf',
    access: { perm: PERM.manageBillingView },
    summary: "One of my company's invoices as a PDF in my company's language",
    tags,
    params: ZInvoiceParams,
    transport: 'file',
  }),
};
