import { expect, test, type APIRequestContext } from '../support/test.ts';
import { api, apiLogin, demoSupplier, signIn } from '../support/api.ts';

// Issue 10's acceptance, as the supplier and a buyer would try it: a collection set to launch tomorrow reads "not
// released" in the supplier's list and "launches on" to a buyer on the supplier's profile, by its dates alone (no job,
// no flag); and the supplier's pages refuse another company's product, collection and brand ids. Puts back what it
// changed.

const COLLECTION = 'Bridal Brilliance 2026';

type CollectionDetail = Record<string, unknown> & { id: number; name: string; releaseAt: string; visibility: string };

async function auroraCollection(request: APIRequestContext, token: string): Promise<CollectionDetail> {
  const list = await api<{ list: { id: number; name: string }[] }>(request, 'GET', '/api/showroom/collection/list?pageSize=48', { token });
  const found = list.data.list.find((c) => c.name === COLLECTION);
  expect(found, 'the seeded collection').toBeTruthy();
  const detail = await api<CollectionDetail>(request, 'GET', `/api/showroom/collection/detail/${found!.id}`, { token });
  return detail.data;
}

/** Tomorrow at 10:00 local time: as the picker takes it, and as the profile prints its date in English. */
function tomorrow(): { typed: string; shown: string } {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const shown = d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return { typed: `${day} 10:00`, shown };
}

test('a collection set to launch tomorrow is "not released" to its supplier and "launches" to a buyer (en)', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two browsers
  const token = await apiLogin(request, 'supplier@example.com');
  const before = await auroraCollection(request, token);

  try {
    // The supplier sets the release to tomorrow and the visibility to Launch in the collection editor.
    await signIn(page, 'supplier@example.com');
    await page.goto(`/home/showroom-collection?language=en&q=${encodeURIComponent(COLLECTION)}`);
    await page.getByRole('button', { name: `Edit ${COLLECTION}` }).click();
    const editor = page.getByRole('dialog').or(page.locator('.gb-side-panel')).first();
    await editor.getByText('Launch', { exact: true }).first().click();
    const release = editor.getByLabel('Release date and time');
    await release.click();
    await release.fill(tomorrow().typed);
    await release.press('Enter');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Collection saved')).toBeVisible();
    const row = page.locator('.ant-table-row').filter({ hasText: COLLECTION });
    await expect(row.getByText('Not released')).toBeVisible();

    // A buyer, in another browser, sees it announced on Aurora's profile: not yet released.
    const buyer = await browser.newContext();
    const buyerPage = await buyer.newPage();
    await signIn(buyerPage, 'buyer@example.com');
    await buyerPage.goto(`/home/company-profile?id=${(await demoSupplier(request)).id}&language=en`);
    // Its card announces the launch, dated tomorrow.
    const launches = `Launches ${tomorrow().shown}`;
    const card = buyerPage.getByRole('article').filter({ has: buyerPage.getByRole('heading', { name: COLLECTION }) });
    await expect(card.getByText(launches)).toBeVisible();
    await buyer.close();
  } finally {
    // Put the seeded collection back as it was (the editor's own save endpoint, with the stored fields). The browser's
    // log-in ended the earlier API session (one session per device kind), so log in again.
    const token = await apiLogin(request, 'supplier@example.com');
    const { id, name, cover, pictures, visibility, priceVisibility, releaseAt, finalDisplayAt, eventId, eventExclusive, description } =
      before as Record<string, unknown>;
    const restored = await api(request, 'POST', '/api/showroom/collection/save', {
      token,
      body: {
        id,
        name,
        cover,
        pictures,
        visibility,
        priceVisibility,
        releaseAt,
        finalDisplayAt,
        shipStartDate: before.shipStartDate ?? null,
        shipDeadlineDate: before.shipDeadlineDate ?? null,
        eventId,
        eventExclusive,
        description,
      },
    });
    expect(restored.code, restored.msg).toBe(200);
  }
});

test('the supplier cannot open or change another company’s product, collection or brand (zh-cn)', async ({ page, request }) => {
  const own = await demoSupplier(request);
  const newest = await api<{ list: { id: number; companyId: number }[] }>(
    request,
    'GET',
    '/api/product/search?sort=newest&pageSize=48&facets=false',
  );
  const foreign = newest.data.list.find((p) => p.companyId !== own.id);
  expect(foreign, 'a product of another supplier').toBeTruthy();
  const other = foreign!.companyId;

  // Through the API: another company's product, collection and brand answer 40400, like unknown ones.
  const token = await apiLogin(request, 'supplier@example.com');
  const save = await api(request, 'POST', '/api/showroom/product/save-availability', {
    token,
    body: { id: foreign!.id, availability: 'immediate', visibility: 'private', priceVisibility: 'private' },
  });
  expect(save.code).toBe(40400);
  const company = await api<{ defaultBrandId: number | null }>(request, 'GET', `/api/company/detail/${other}`, { token });
  expect(company.data.defaultBrandId, 'every supplier has its default brand').not.toBeNull();
  const rename = await api(request, 'POST', '/api/showroom/brand/save', {
    token,
    body: { id: company.data.defaultBrandId, name: 'Taken over' },
  });
  expect(rename.code).toBe(40400);
  const theirs = await api<{ list: { id: number }[] }>(request, 'GET', `/api/company/collection/list/${other}?pageSize=12`, { token });
  for (const c of theirs.data.list.slice(0, 1)) {
    const detail = await api(request, 'GET', `/api/showroom/collection/detail/${c.id}`, { token });
    expect(detail.code).toBe(40400);
  }

  // In the browser: the wizard and the preview, opened on it by its id, say it is not one of the company's, with no form.
  await signIn(page, 'supplier@example.com');
  await page.goto(`/home/showroom-product-edit?id=${foreign!.id}&language=zh-cn`);
  await expect(page.getByText('该产品不存在，或不属于贵公司')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存并继续' })).toHaveCount(0);
  await page.goto(`/home/showroom-product-preview?id=${foreign!.id}&language=zh-cn`);
  await expect(page.getByText('该产品不存在，或不属于贵公司')).toBeVisible();
});
