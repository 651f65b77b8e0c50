import { expect, test, type APIRequestContext } from '../support/test.ts';
import ExcelJS from 'exceljs';
import { api, apiLogin, demoSupplier, latestMail, outboxHead, signIn } from '../support/api.ts';

// Issue 11's product page as a buyer and a supplier work it: the buyer asks about a product, the supplier answers from
// the showroom's questions tab, the buyer reads the answer; a price-drop alert mails the buyer when the supplier lowers
// the price; the buyer's heart puts the product on the wish list and in its export. A browser login ends an earlier API
// session of the same user (30008): each user's API calls come before their browser session.

type Found = { id: number; name: string; price: { state: string }; releaseAt: string | null };

/** A product of the demo supplier whose price the buyer sees, and which is already out (no launch ahead). */
async function pricedProduct(request: APIRequestContext, supplierId: number, buyer: string): Promise<Found> {
  const answer = await api<{ list: Found[] }>(
    request,
    'GET',
    `/api/product/search?supplier=${supplierId}&pageSize=48&facets=false&sort=newest`,
    {
      token: buyer,
    },
  );
  expect(answer.code, answer.msg).toBe(200);
  const found = answer.data.list.find((p) => p.price.state === 'shown' && p.releaseAt === null);
  expect(found, 'a priced product of the demo supplier').toBeTruthy();
  return found!;
}

/** The info step's body of a stored product (the wizard sends the same), with `price`. */
function infoBody(d: Record<string, unknown>, price: number) {
  const keys = [
    'id',
    'name',
    'sku',
    'brandId',
    'categories',
    'tags',
    'variants',
    'currency',
    'minOrder',
    'noMinOrderNote',
    'descriptionHtml',
    'images',
    'videoUrl',
    'resources',
    'metal',
    'fineness',
    'grossWeightGrams',
    'metalWeightGrams',
    'stones',
  ];
  return { ...Object.fromEntries(keys.map((k) => [k, d[k]])), price };
}

test('a buyer asks, the supplier answers, a price drop is mailed, and the heart fills the wish list', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const supplierCo = await demoSupplier(request);
  const question = `Is the clasp solid gold? (${Date.now()})`;

  // The supplier's API work first: Q&A on.
  const supplier = await apiLogin(request, 'supplier@example.com');
  const privacy = await api<Record<string, unknown>>(request, 'GET', '/api/showroom/privacy', { token: supplier });
  expect(
    (await api(request, 'POST', '/api/showroom/privacy/save', { token: supplier, body: { ...privacy.data, qaEnabled: true } })).code,
  ).toBe(200);

  // The buyer's: a product, from a clean state (a retry may follow a run that stopped half-way).
  const buyer = await apiLogin(request, 'buyer@example.com');
  const product = await pricedProduct(request, supplierCo.id, buyer);
  await api(request, 'POST', `/api/product/alert/${product.id}`, { token: buyer, body: { kind: 'priceDrop', on: false } });
  await api(request, 'POST', `/api/favourite/product/${product.id}`, { token: buyer, body: { collected: false } });

  // The buyer asks, sets the alert and hearts the product.
  await signIn(page, 'buyer@example.com');
  await page.goto(`/home/product-detail?id=${product.id}&language=en`);
  await expect(page.getByRole('heading', { name: product.name, level: 2 })).toBeVisible();
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Your question was sent to the supplier')).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText('Waiting for the supplier').first()).toBeVisible();
  const priceDrop = page.getByRole('switch', { name: 'Tell me when the price drops' });
  await priceDrop.click();
  await expect(priceDrop).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Add to wish list' }).click();
  await expect(page.getByRole('button', { name: 'On your wish list' })).toBeVisible();

  // The supplier answers from the showroom's questions tab.
  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  await signIn(supplierPage, 'supplier@example.com');
  await supplierPage.goto('/home/showroom-product?tab=questions&language=en');
  const item = supplierPage.locator('.gb-sq-item', { hasText: question });
  await expect(item).toBeVisible();
  await item.getByLabel('Your answer').fill('Yes, solid 18K gold.');
  await item.getByRole('button', { name: 'Publish answer' }).click();
  await expect(supplierPage.getByText('Answer published')).toBeVisible();
  await supplierContext.close();

  // The supplier lowers the price (the wizard's info step, through its API): the buyer's alert is mailed.
  const since = await outboxHead(request);
  const supplierAgain = await apiLogin(request, 'supplier@example.com');
  const detail = await api<Record<string, unknown> & { price: number }>(request, 'GET', `/api/showroom/product/detail/${product.id}`, {
    token: supplierAgain,
  });
  expect(detail.code, detail.msg).toBe(200);
  const lower = Math.max(1, Math.floor(detail.data.price * 0.8));
  const saved = await api(request, 'POST', '/api/showroom/product/save-info', { token: supplierAgain, body: infoBody(detail.data, lower) });
  expect(saved.code, saved.msg).toBe(200);
  const mail = await latestMail(request, 'buyer@example.com', since);
  expect(`${mail.subject}\n${mail.text}`).toContain(product.name);

  // The buyer reads the answer, and finds the product in the wish list's export.
  await page.reload();
  await expect(page.getByText('Yes, solid 18K gold.')).toBeVisible();
  await page.goto('/home/my-favorites?language=en');
  await expect(page.getByText(product.name).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[] = [];
  book.worksheets[0].eachRow((row) => rows.push(String(row.values)));
  expect(rows.join('\n')).toContain(product.name);
});
