import { expect, test, type Page } from '../support/test.ts';
import sharp from 'sharp';
import { api, apiLogin, signIn } from '../support/api.ts';

// Issue 10's product wizard as suppliers work it: the company admin creates a product with two stones in simplified
// Chinese (an image through the cropper), reloads mid-way and finds the draft, then publishes it and finds it
// published in the list; the standard user turns a product into a pre-order in English and previews it as a guest.

/** Opens an antd Select by its input's id and picks the option at `index` of its open list. */
async function pick(page: Page, id: string, index = 0) {
  await page.locator(`#${id}`).click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await options.nth(index).click();
}

test('the company admin creates a product with two stones, reloads the draft mid-way and publishes it (zh-cn)', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `巴洛克珍珠钻石戒指 ${stamp}`;
  const sku = `WZ-${stamp}`;
  await signIn(page, 'supplier@example.com');
  await page.goto('/home/showroom-product-add?language=zh-cn');

  // Nothing filled in: the form names what is missing and sends nothing.
  await page.getByRole('button', { name: '保存并继续' }).click();
  await expect(page.locator('.ant-form-item', { has: page.locator('#product-info_name') })).toContainText('此项为必填项');

  await page.getByLabel('产品名称').fill(name);
  await page.getByLabel('货号 (SKU)').fill(sku);
  await pick(page, 'product-info_categories');
  await page.keyboard.press('Escape');
  await page.getByLabel('价格', { exact: true }).fill('1280');
  await page.getByLabel('起订量', { exact: true }).fill('10 件');

  // One image through the cropper (recommended 800 x 1136).
  const png = await sharp({ create: { width: 800, height: 1136, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
  await page.getByTestId('upload-input-product').setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByRole('dialog');
  await expect(cropper).toBeVisible();
  await cropper.getByRole('button', { name: '裁剪并上传' }).click();
  await expect(cropper).toBeHidden();
  await expect(page.locator('.gb-pe-images__tile')).toHaveCount(1);
  await expect(page.locator('.gb-pe-images__tile').first()).toContainText('默认');

  // Metal and two stones, each a card of its own.
  await pick(page, 'product-info_metal');
  await page.getByLabel('成色').fill('18K/750');
  await page.getByRole('button', { name: '添加宝石' }).click();
  await page.getByRole('button', { name: '添加宝石' }).click();
  await expect(page.locator('.gb-pe-stone')).toHaveCount(2);
  await pick(page, 'product-info_stones_0_type', 0);
  await page.locator('#product-info_stones_0_carat').fill('0.5');
  await page.locator('#product-info_stones_0_clarity').fill('VS1');
  await pick(page, 'product-info_stones_1_type', 5);
  await page.locator('#product-info_stones_1_count').fill('12');

  // The description in the rich-text editor (loaded when the step shows).
  await page.locator('.gb-pe-rte .ProseMirror').click();
  await page.keyboard.type('18K 金镶嵌天然巴洛克珍珠与钻石。');

  // The first save creates the draft and moves to its edit page at the next step.
  await page.getByRole('button', { name: '保存并继续' }).click();
  await expect(page).toHaveURL(/\/home\/showroom-product-edit\?id=\d+&step=availability/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // A reload reopens the draft where it was.
  await page.reload();
  await expect(page.getByText('销售方式')).toBeVisible();
  await expect(page.locator('.ant-steps-item-active')).toContainText('供货方式');
  await page.locator('.gb-pe-choices').getByText('即刻发货', { exact: true }).click();
  await page.getByRole('button', { name: '保存并继续' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${id}&step=summary`));

  // The summary shows what was saved, the two stones among it.
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.locator('.gb-pv-stones .ant-table-row')).toHaveCount(2);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('产品已发布')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/showroom-product(\?|$)/);

  await page.goto(`/home/showroom-product?language=zh-cn&q=${encodeURIComponent(sku)}`);
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('已发布');
});

test('the standard user turns a product into a pre-order and previews it as a guest (en)', async ({ page }) => {
  const token = await apiLogin(page.request, 'staff@example.com');
  const list = await api<{ list: { id: number; name: string }[] }>(
    page.request,
    'GET',
    '/api/showroom/product/list?pageNum=1&pageSize=20&published=true',
    {
      token,
    },
  );
  const product = list.data.list[0]!;
  await signIn(page, 'staff@example.com');
  await page.goto(`/home/showroom-product-edit?id=${product.id}&step=availability&language=en`);

  await page.locator('.gb-pe-choices').getByText('Pre-order', { exact: true }).click();
  await page.getByLabel('Delivery from').fill('2027-01-10');
  await page.getByLabel('Delivery from').press('Enter');
  await page.getByLabel('Delivery to').fill('2027-01-05');
  await page.getByLabel('Delivery to').press('Enter');
  await page.locator('#product-availability_visibility').getByText('Public', { exact: true }).click();
  await page.locator('#product-availability_priceVisibility').getByText('Community', { exact: true }).click();

  // A window that ends before it starts is refused under its field, nothing saved.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The delivery window cannot end before it starts')).toBeVisible();
  await expect(page).toHaveURL(/step=availability/);

  await page.getByLabel('Delivery to').fill('2027-02-10');
  await page.getByLabel('Delivery to').press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step=summary/);
  await expect(page.getByText(/Pre-order · /)).toBeVisible();

  // The preview as a guest: the product, its window, and no price (members only).
  await page.getByRole('link', { name: 'Preview' }).first().click();
  await expect(page).toHaveURL(new RegExp(`showroom-product-preview\\?id=${product.id}&as=member`));
  await page.getByText('Guest', { exact: true }).click();
  await expect(page).toHaveURL(/as=guest/);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByText('Price visible to members')).toBeVisible();
  await expect(page.getByText(/Pre-order, delivery/)).toBeVisible();
});
