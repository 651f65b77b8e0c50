import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test.ts';
import { signIn } from '../support/api.ts';

// Issue 13 items 4-5 as the supplier's administrator works them, in English and in Turkish: on
// /home/manage-subscription a declined test card is refused in the checkout (nothing charged), the success card pays
// for the change, its invoice shows in the list and downloads as a PDF. A standard user of the same company finds the
// page closed (403). The demo seed puts Aurora Gems on Pro, monthly, with a stored Visa •••• 4242; the journeys change
// that plan one step at a time (Business monthly, then Business yearly), so each picks the first change on offer.

const TEXT = {
  en: {
    title: 'Subscription and billing',
    monthly: 'Monthly',
    yearly: /^Yearly/,
    checkoutButtons: /^(Subscribe|Upgrade|Switch to yearly billing)$/,
    newCard: 'A new card',
    useCard: (n: string) => `Use the test card ${n}`,
    number: 'Card number',
    expiry: 'Expiry date',
    cvv: 'CVV',
    holder: 'Name on card',
    pay: 'Confirm and pay',
    declined: 'Your card was declined',
    paid: /Payment received\. Invoice .+ has been issued\./,
    download: (n: string) => `Download invoice ${n} as PDF`,
  },
  tr: {
    title: 'Abonelik ve faturalandırma',
    monthly: 'Aylık',
    yearly: /^Yıllık/,
    checkoutButtons: /^(Abone ol|Yükselt|Yıllık faturalandırmaya geç)$/,
    newCard: 'Yeni bir kart',
    useCard: (n: string) => `${n} test kartını kullan`,
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi',
    cvv: 'CVV',
    holder: 'Kart üzerindeki ad',
    pay: 'Onayla ve öde',
    declined: 'Kartınız reddedildi',
    paid: /Ödeme alındı\. .+ numaralı fatura düzenlendi\./,
    download: (n: string) => `${n} numaralı faturayı PDF olarak indir`,
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** Opens the checkout of the first change on offer: in the monthly cycle first, else in the yearly one. */
async function openFirstCheckout(page: Page, t: Text) {
  const plans = page.locator('.gb-billing-plans');
  for (const cycle of [t.monthly, t.yearly]) {
    await plans.getByRole('radiogroup').getByText(cycle).click();
    const offer = plans.getByRole('button', { name: t.checkoutButtons });
    if (await offer.count()) {
      await offer.first().click();
      return;
    }
  }
  throw new Error('no plan change is on offer: the demo subscription is already on the highest plan, yearly (reseed)');
}

for (const lang of ['en', 'tr'] as const) {
  test(`the company admin sees a declined card refused, pays with the success card and downloads the invoice PDF (${lang})`, async ({
    page,
  }) => {
    test.slow(); // a checkout twice, a PDF rendered on the server
    const t = TEXT[lang];
    await signIn(page, 'supplier@example.com');
    await page.goto(`/home/manage-subscription?language=${lang}`);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

    await openFirstCheckout(page, t);
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: t.pay });
    await expect(drawer.getByRole('button', { name: t.pay })).toBeVisible();
    // Aurora pays with its stored card by default; the journey types new ones.
    await drawer.getByText(t.newCard, { exact: true }).click();

    // The declined test card, picked from the demo hint: refused in the form, nothing charged.
    await drawer.getByRole('button', { name: t.useCard('4000 0000 0000 0002') }).click();
    await expect(drawer.getByLabel(t.number)).toHaveValue('4000 0000 0000 0002');
    await drawer.getByLabel(t.expiry).fill('12/39');
    await drawer.getByLabel(t.cvv).fill('123');
    await drawer.getByLabel(t.holder).fill('Mei Lin');
    const declined = page.waitForResponse((r) => r.url().includes('/api/company/subscriptions') && r.request().method() === 'POST');
    await drawer.getByRole('button', { name: t.pay }).click();
    expect((await (await declined).json()).code).toBe(40200);
    await expect(drawer.getByRole('alert').filter({ hasText: t.declined })).toBeVisible();
    // The card number and the CVV are emptied after the refusal.
    await expect(drawer.getByLabel(t.number)).toHaveValue('');
    await expect(drawer.getByLabel(t.cvv)).toHaveValue('');

    // The success card pays for the change; the answer names the invoice.
    await drawer.getByLabel(t.number).fill('4242424242424242');
    await expect(drawer.getByLabel(t.number)).toHaveValue('4242 4242 4242 4242');
    await drawer.getByLabel(t.cvv).fill('123');
    const paid = page.waitForResponse((r) => r.url().includes('/api/company/subscriptions') && r.request().method() === 'POST');
    await drawer.getByRole('button', { name: t.pay }).click();
    const answer = (await (await paid).json()) as { code: number; data: { invoice: { number: string } | null } };
    expect(answer.code).toBe(200);
    const number = answer.data.invoice?.number ?? '';
    expect(number).toMatch(/^GB-\d{4}-\d+$/);
    await expect(page.getByText(t.paid)).toBeVisible();
    await expect(drawer).toBeHidden();

    // The invoice is in the list, and downloads as a PDF.
    const row = page.locator('.gb-billing-invoices tr').filter({ hasText: number });
    await expect(row).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: t.download(number) }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`${number}\\.pdf$`));
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
  });
}

test('a standard user of the company finds the manage-subscription page closed', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  await page.goto('/home/manage-subscription?language=en');
  await expect(page).toHaveURL(/\/403\?language=en$/);
  await expect(page.getByText('Sorry, you do not have permission to access this content')).toBeVisible();
});
