import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { signIn } from '../support/api.ts';

test('the workspace keeps opened pages as tabs across a reload, and gates controls by permission', async ({ page }) => {
  await signIn(page, 'supplier@example.com');
  await page.goto('/home/showroom-product?language=en');
  const menu = page.getByRole('navigation', { name: 'Workspace menu' });
  await menu.getByText('Collections').click();
  await expect(page).toHaveURL(/showroom-collection/);
  await menu.getByText('Analytics').click();
  await menu.getByText('Dashboard').click();
  await expect(page).toHaveURL(/analytics-dashboard/);
  const tabs = page.getByRole('navigation', { name: 'Opened pages' });
  await expect(tabs.getByText('Collections')).toBeVisible();
  await page.reload();
  await expect(tabs.getByText('Collections')).toBeVisible();
  await expect(tabs.getByText('Dashboard')).toBeVisible();
  await expect(tabs.getByText('Home')).toBeVisible();

  // The company admin may delete products; a standard user of the same company may not.
  await page.goto('/home/showroom-product?language=en');
  await expect(page.getByRole('button', { name: /Delete/ })).toBeVisible();
});

test('a standard user does not see the controls their role lacks', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  await page.goto('/home/showroom-product?language=en');
  await expect(page.getByRole('button', { name: /Add product/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
});

test('a good photo uploads through the cropper and a file that is not an image is refused', async ({ page }) => {
  await signIn(page, 'buyer@example.com');
  await page.goto('/home/my-profile?language=en');
  const photo = page.locator('input[type=file]').nth(1);
  await photo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  await expect(page.getByText('Please choose an image file: JPG, PNG or GIF')).toBeVisible();

  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await photo.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Rotate right/i }).click();
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/uploads/image') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Crop and upload' }).click();
  const answer = await (await uploaded).json();
  expect(answer.code).toBe(200);
  expect(answer.data.url).toMatch(/^\/uploads\/.+\.webp$/);
});
