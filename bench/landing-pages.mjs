// The pages a visitor lands on, as the browser benchmarks load them (bench/lighthouse.mjs, bench/long-tasks.mjs), and
// the company whose profile and showroom stand for a full one and the product whose page stands for a product's
// (those two and bench/http-cost.mjs).

/** Cards in the showroom page the benchmarks measure: the public showroom's default page size. */
export const SHOWROOM_PAGE = 24;

/** The lowest company id (1-200) whose public showroom shows a full page of products to a guest. */
export async function showroomCompanyId(base) {
  for (let id = 1; id <= 200; id++) {
    const res = await fetch(`${base}/api/company/product/list/${id}?pageNum=1&pageSize=${SHOWROOM_PAGE}`).catch(() => null);
    if (res?.status !== 200) continue;
    const body = await res.json().catch(() => null);
    if (body?.data?.list?.length === SHOWROOM_PAGE) return id;
  }
  throw new Error(`no company with a public showroom of ${SHOWROOM_PAGE} products among ids 1-200: pass --company-id`);
}

/** The first product of the catalogue search as a guest sees it (GET /api/product/search), whose page is public. */
export async function guestProductId(base) {
  const res = await fetch(`${base}/api/product/search?pageSize=1`);
  const body = res.status === 200 ? await res.json().catch(() => null) : null;
  const id = body?.data?.list?.[0]?.id;
  if (!id) throw new Error(`GET ${base}/api/product/search found no product (HTTP ${res.status}): pass --product-id`);
  return id;
}

/**
 * The landing pages by name, in English; `company` is that company's profile, `catalogue` the product list with no
 * filter, `product` that product's page (only with a product id).
 */
export function landingPages(companyId, productId) {
  return {
    index: '/home/index?language=en',
    suppliers: '/home/suppliers?language=en',
    login: '/home/login?language=en',
    company: `/home/company-profile?id=${companyId}&language=en`,
    catalogue: '/home/product?language=en',
    ...(productId === undefined ? {} : { product: `/home/product-detail?id=${productId}&language=en` }),
  };
}

/** The pages named in a comma-separated list, as [name, path]; an unknown name throws. */
export function pickPages(list, companyId, productId) {
  const all = landingPages(companyId, productId);
  return list.split(',').map((name) => {
    if (name === 'product' && productId === undefined) throw new Error('page product needs a product id');
    if (!all[name]) throw new Error(`unknown page ${name} (pages: ${Object.keys(landingPages(0, 0)).join(', ')})`);
    return [name, all[name]];
  });
}
