import { vi } from 'vitest';
import type { CompanyDetail } from '@gembourse/contracts/company';
import type { Contact } from '@gembourse/contracts/company-profile';
import { envelope, makeUser, noTextFacts } from '../../../../test/fixtures.ts';
import { setUserInfo } from '../../../../shared/session/session-store.ts';
import { setToken } from '../../../../shared/storage/token-store.ts';

/** The demo supplier's company as GET /api/company/detail/3 answers it to its admin. */
export function makeCompany(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...noTextFacts(),
    id: 3,
    name: 'Aurora Gems Ltd',
    nameEn: 'Aurora Gems',
    logo: '/uploads/logo/aurora.webp',
    cover: null,
    country: 'HK',
    city: 'Hong Kong',
    businessNature: [30710],
    mainProducts: [30716],
    mainMarkets: [30789],
    verified: true,
    boothNumber: '3E-A12',
    productCount: 12,
    profileExcerpt: 'Pearls',
    joinType: 'seller',
    alternateName: null,
    profile: 'Pearls and jade since 1998.',
    profileEn: null,
    address: '1 Jade Road',
    addressEn: null,
    phone: '+852 2345 6789',
    faxCountry: null,
    faxArea: null,
    faxNumber: null,
    email: 'sales@aurora.example',
    website: 'https://aurora.example',
    inBusinessSince: 1998,
    outlets: 3,
    employeeCount: null,
    priceLow: 100,
    priceHigh: 5000,
    companyType: null,
    video: null,
    brochures: [],
    mediaPhotos: [],
    memberships: ['HKJJA'],
    partners: [],
    links: [],
    preferredCurrency: 'USD',
    contactVisible: true,
    contactPrivacy: 'everyone',
    videoConference: null,
    businessNatureOther: null,
    viewer: { own: true, canEdit: true, connection: 'none', collected: false },
    defaultBrandId: 31,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const CONTACT: Contact = {
  id: 5,
  companyId: 3,
  firstName: 'Mei',
  lastName: 'Lin',
  email: 'mei@aurora.example',
  title: 'Sales manager',
  phone: null,
  cover: null,
  status: 'active',
};

type Handler = (body: unknown, url: string) => Response;

/** Logs a member in (company admin of company 3 unless overridden). */
export function logIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  setToken('tok', true);
  // Company admins' roles hold the editor's point (the page's access); standard users' do not (the seed).
  const points = overrides.company_role === 'standard' ? [] : [{ menuId: 4011, webPerms: 'company:profile:edit' }];
  setUserInfo(makeUser({ permissions: points, ...overrides }));
}

/** Stubs fetch: the given paths answer through their handler, the rest with an empty success. */
export function stubEditorApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const body = init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : init?.body;
    if (handlers[path]) return handlers[path](body, url);
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The JSON bodies posted to a path. */
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls
      .filter(([u, init]) => String(u).split('?')[0] === path && (init as RequestInit | undefined)?.method === 'POST')
      .map(([, init]) => {
        const raw = (init as RequestInit).body;
        return typeof raw === 'string' ? JSON.parse(raw) : raw;
      });
  return { fetchMock, bodiesOf };
}
