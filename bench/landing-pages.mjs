// The pages a visitor lands on, as the browser benchmarks load them (bench/lighthouse.mjs, bench/long-tasks.mjs), and
// the company whose profile and showroom stand for a full one (those two and bench/http-cost.mjs).

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

/** The four landing pages by name, in English; `company` is that company's profile. */
export function landingPages(companyId) {
  return {
    index: '/home/index?language=en',
    suppliers: '/home/suppliers?language=en',
    login: '/home/login?language=en',
    company: `/home/company-profile?id=${companyId}&language=en`,
  };
}

/** The pages named in a comma-separated list, as [name, path]; an unknown name throws. */
export function pickPages(list, companyId) {
  const all = landingPages(companyId);
  return list.split(',').map((name) => {
    if (!all[name]) throw new Error(`unknown page ${name} (pages: ${Object.keys(all).join(', ')})`);
    return [name, all[name]];
  });
}
