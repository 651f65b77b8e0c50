import { vi } from 'vitest';
import type { BillingOverview, InvoiceSummary, Plan, Subscription } from '@gembourse/contracts/billing';
import { envelope } from '../../../test/fixtures.ts';

// The billing answers as GET /api/billing/* sends them, and a fetch stub at the HTTP boundary for the page's tests.

export const PATHS = {
  plans: '/api/billing/plans',
  overview: '/api/billing/overview',
  invoices: '/api/billing/invoices',
  subscribe: '/api/company/subscriptions',
  cancel: '/api/company/subscriptions/cancel',
  resume: '/api/company/subscriptions/resume',
  paymentMethod: '/api/billing/payment-method',
} as const;

export const POINTS = {
  view: { menuId: 3020, webPerms: 'manage:billing:view' },
  edit: { menuId: 3021, webPerms: 'manage:billing:edit' },
};

const plan = (overrides: Partial<Plan> & Pick<Plan, 'id' | 'code' | 'name'>): Plan => ({
  side: 'seller',
  description: null,
  currency: 'USD',
  priceMonthlyCents: 0,
  priceYearlyCents: 0,
  limits: { maxProducts: 25, maxUsers: 2, analyticsDays: 30, launchCollections: false, featured: false },
  ...overrides,
});

export const FREE = plan({ id: 1, code: 'free', name: 'Free', description: 'Start showing your jewellery' });
export const PRO = plan({
  id: 2,
  code: 'pro',
  name: 'Pro',
  description: 'For growing suppliers',
  priceMonthlyCents: 4900,
  priceYearlyCents: 49000,
  limits: { maxProducts: 500, maxUsers: 10, analyticsDays: 90, launchCollections: true, featured: false },
});
export const BUSINESS = plan({
  id: 3,
  code: 'business',
  name: 'Business',
  description: 'For established trade houses',
  priceMonthlyCents: 14900,
  priceYearlyCents: 149000,
  limits: { maxProducts: null, maxUsers: null, analyticsDays: 90, launchCollections: true, featured: true },
});
export const PLANS = { list: [FREE, PRO, BUSINESS] };

/** The buyers' plans (issue 28): seats, no showroom (their showroom limits are set but mean nothing to a buyer). */
const BUYER_LIMITS = { maxProducts: 0, maxUsers: 2, analyticsDays: 30, launchCollections: false, featured: false };
export const BUYER_FREE = plan({
  id: 4,
  code: 'buyer-free',
  side: 'buyer',
  name: 'Free',
  description: 'For 2 colleagues',
  limits: BUYER_LIMITS,
});
export const BUYER_TEAM = plan({
  id: 5,
  code: 'buyer-team',
  side: 'buyer',
  name: 'Team',
  description: 'For buying teams',
  priceMonthlyCents: 1900,
  priceYearlyCents: 19000,
  limits: { ...BUYER_LIMITS, maxUsers: 10 },
});
export const BUYER_PLANS = { list: [BUYER_FREE, BUYER_TEAM] };

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 11,
    plan: PRO,
    orderStatus: 'active',
    startDate: '2026-03-01',
    cycle: 'monthly',
    currentPeriodStart: '2026-06-01',
    currentPeriodEnd: '2026-07-01',
    cancelAtPeriodEnd: false,
    nextPlan: null,
    nextCycle: null,
    ...overrides,
  };
}

export const STORED_CARD = {
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  billingAddress: { street: '1 Gem Street', city: 'Istanbul', postalCode: '34000', country: 'TR' },
};

/** The free company (no subscription, no card) unless a test says otherwise. */
export function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return { subscription: null, effectivePlan: FREE, usage: { products: 12, users: 2 }, paymentMethod: null, ...overrides };
}

export const INVOICE: InvoiceSummary = {
  id: 41,
  number: 'GB-2026-000041',
  status: 'paid',
  issuedAt: '2026-06-01T09:30:00.000Z',
  periodStart: '2026-06-01',
  periodEnd: '2026-07-01',
  currency: 'USD',
  subtotalCents: 4900,
  taxCents: 980,
  totalCents: 5880,
  cardBrand: 'visa',
  cardLast4: '4242',
};

const page = (list: InvoiceSummary[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10, hasMore: false });

interface Answers {
  overview?: BillingOverview;
  invoices?: InvoiceSummary[];
  /** The answer to POST /api/company/subscriptions. */
  subscribe?: (body: Record<string, unknown>) => Response;
  pdf?: () => Response;
  /** The answer to POST /api/billing/payment-method. */
  paymentMethod?: (body: Record<string, unknown>) => Response;
}

/** Fakes the API at the HTTP boundary; answers the billing endpoints and records what was sent. */
export function stubBillingApi(answers: Answers = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const body = () => JSON.parse(String(init?.body)) as Record<string, unknown>;
    // As the server does: ?side= narrows the plans to one side's, none gives every plan.
    const side = new URL(url, 'http://x').searchParams.get('side');
    if (path === PATHS.plans) {
      return envelope({ list: [...PLANS.list, ...BUYER_PLANS.list].filter((p) => !side || p.side === side) });
    }
    if (path === PATHS.overview) return envelope(answers.overview ?? overview());
    if (path === PATHS.invoices) return envelope(page(answers.invoices ?? []));
    if (path === PATHS.subscribe) {
      return answers.subscribe
        ? answers.subscribe(body())
        : envelope({
            overview: overview({ subscription: subscription(), effectivePlan: PRO, paymentMethod: STORED_CARD }),
            invoice: INVOICE,
          });
    }
    if (path === PATHS.paymentMethod) {
      return answers.paymentMethod
        ? answers.paymentMethod(body())
        : envelope(overview({ paymentMethod: { ...STORED_CARD, last4: '4444', brand: 'mastercard' } }));
    }
    if (/^\/api\/billing\/invoices\/\d+\/pdf$/.test(path)) {
      return answers.pdf
        ? answers.pdf()
        : new Response('%PDF-1.7 invoice', {
            status: 200,
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="GB-2026-000041.pdf"' },
          });
    }
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsOf = (p: string | RegExp) =>
    fetchMock.mock.calls.filter(([u]) => {
      const path = String(u).split('?')[0]!;
      return typeof p === 'string' ? path === p : p.test(path);
    });
  const bodiesOf = (p: string) => callsOf(p).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, callsOf, bodiesOf };
}
