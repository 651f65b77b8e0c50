import { expect, test, type APIRequestContext } from '../support/test.ts';
import { api, apiLogin, demoSupplier, signIn } from '../support/api.ts';

async function aurora(request: APIRequestContext, token: string) {
  const { id } = await demoSupplier(request, token);
  const detail = await api<{ phone: string | null }>(request, 'GET', `/api/company/detail/${id}`, { token });
  return { id, phone: detail.data.phone! };
}

// SPEC §3 "Showroom settings": who sees the contact details is the supplier's choice, and the profile honours it.
test.describe('showroom privacy', () => {
  test('the supplier admin opens the contact details to everyone, and a guest then sees the phone', async ({ page, browser, request }) => {
    const admin = await apiLogin(request, 'supplier@example.com');
    const { id, phone } = await aurora(request, admin);
    expect(phone).toBeTruthy();
    const before = (await api<Record<string, unknown>>(request, 'GET', '/api/showroom/privacy', { token: admin })).data;
    expect(before.contactPrivacy).not.toBe('everyone');
    const guest = await browser.newPage();
    try {
      // As seeded, guests see no phone.
      await guest.goto(`/home/company-profile?id=${id}&language=en`);
      await expect(guest.getByRole('heading', { name: /Aurora Gems/ }).first()).toBeVisible();
      await expect(guest.getByText(phone)).toHaveCount(0);

      await signIn(page, 'supplier@example.com');
      await page.goto('/home/showroom-privacy?language=en');
      const contacts = page.getByRole('radiogroup', { name: 'Who can view my contact information' });
      await expect(contacts.getByRole('radio', { name: /Everyone/ })).not.toBeChecked();
      await contacts.getByText('Everyone', { exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Update successful')).toBeVisible();

      await guest.reload();
      await expect(guest.getByText(phone).first()).toBeVisible();
    } finally {
      await guest.close();
      await api(request, 'POST', '/api/showroom/privacy/save', {
        token: await apiLogin(request, 'supplier@example.com'),
        body: before,
      });
    }
  });

  // Issue 28 item 2: a product's own visibility overrides the showroom's privacy (SPEC §6). Aurora's showroom is for
  // members; a product "as the showroom" is hidden from guests until the supplier marks it Public in the wizard.
  test('a members-only showroom, a product marked Public: a guest sees it, in English and in Chinese', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await apiLogin(request, 'supplier@example.com');
    const { id: auroraId } = await demoSupplier(request, admin);
    const privacy = (await api<{ productPrivacy: string }>(request, 'GET', '/api/showroom/privacy', { token: admin })).data;
    expect(privacy.productPrivacy).toBe('community');
    const own = await api<{ list: { id: number; name: string; visibility: string; image: string | null }[] }>(
      request,
      'GET',
      '/api/showroom/product/list?pageNum=1&pageSize=20&published=true',
      { token: admin },
    );
    const product = own.data.list.find((p) => p.visibility === 'showroom' && p.image)!;
    expect(product, 'a published product "as the showroom"').toBeTruthy();
    const guest = await browser.newPage();
    try {
      await guest.goto(`/home/product-detail?id=${product.id}&language=en`);
      await expect(guest.getByText('No access to this content.')).toBeVisible();

      await signIn(page, 'supplier@example.com');
      await page.goto(`/home/showroom-product-edit?id=${product.id}&step=availability&language=en`);
      const visibility = page.locator('#product-availability_visibility');
      await expect(visibility.getByText('Follows your showroom privacy, now “Users within the community”.')).toBeVisible();
      await expect(page.getByText('As the showroom: Users within the community (showroom privacy)').first()).toBeVisible();
      await visibility.getByText('Public', { exact: true }).click();
      await expect(page.getByText('This product’s own setting overrides the showroom’s: Public')).toBeVisible();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL(/step=summary/);

      // The preview and the real page agree: a guest sees it now.
      await page.goto(`/home/showroom-product-preview?id=${product.id}&as=guest&language=en`);
      await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
      await expect(page.getByText(/Visibility · This product’s own setting overrides the showroom’s: Public/)).toBeVisible();
      await expect(async () => {
        await guest.goto(`/home/product-detail?id=${product.id}&language=en`);
        await expect(guest.getByRole('heading', { name: product.name })).toBeVisible({ timeout: 2_000 });
      }).toPass();
      // In traditional Chinese too, and on the supplier's profile under its login notice.
      await guest.goto(`/home/product-detail?id=${product.id}&language=zh-tw`);
      await expect(guest.getByRole('heading', { name: product.name })).toBeVisible();
      await guest.goto(`/home/company-profile?id=${auroraId}&language=zh-tw`);
      await expect(guest.getByText('登入後即可查看此展廳的其餘產品：以下產品由供應商設定為對所有人公開。')).toBeVisible();
      await expect(guest.locator('#gb-profile-products').getByText(product.name)).toBeVisible();

      // The wizard says so in Chinese as well.
      await page.goto(`/home/showroom-product-edit?id=${product.id}&step=availability&language=zh-tw`);
      await expect(page.getByText('此產品本身的設定優先於展廳設定：公開')).toBeVisible();
    } finally {
      await guest.close();
      // Signing in the browser ended the API session (one live session per member): a new one puts it back.
      const token = await apiLogin(request, 'supplier@example.com');
      const detail = (await api<Record<string, unknown>>(request, 'GET', `/api/showroom/product/detail/${product.id}`, { token })).data;
      const keys = [
        'availability',
        'preorderFrom',
        'preorderTo',
        'stock',
        'trackInventory',
        'priceVisibility',
        'releaseAt',
        'displaySeq',
        'immediate',
        'collectionIds',
      ];
      await api(request, 'POST', '/api/showroom/product/save-availability', {
        token,
        body: { id: product.id, visibility: 'showroom', ...Object.fromEntries(keys.map((k) => [k, detail[k]])) },
      });
    }
  });

  test('a standard user reads the settings but cannot change them', async ({ page, request }) => {
    await signIn(page, 'staff@example.com');
    await page.goto('/home/showroom-privacy?language=en');
    await expect(
      page.getByText('Only your company administrator, or team members allowed to edit the showroom settings, can change these settings.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    const staff = await apiLogin(request, 'staff@example.com');
    const refused = await api(request, 'POST', '/api/showroom/privacy/save', {
      token: staff,
      body: { productPrivacy: 'contacts', contactPrivacy: 'contacts', qaEnabled: false, qaAnonymous: false },
    });
    expect(refused.code).toBe(40300);
  });
});
