import { expect, test, type APIRequestContext } from '@playwright/test';
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
