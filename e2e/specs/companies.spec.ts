import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { api, apiLogin, demoSupplier, latestMail, outboxHead, registerThroughApi, signIn } from '../support/api.ts';

// Issue 4 as a guest, a buyer and a supplier admin would try it: the directory, the profile, the editor, connections.

test.describe('supplier directory', () => {
  test('a guest sees the first results and a notice to log in; a member sees them all', async ({ page }) => {
    const results = page.getByRole('region', { name: 'Suppliers' }).locator('.gb-supplier-card');
    await page.goto('/home/suppliers?language=en');
    await expect(page.getByText('You are seeing the first 12 suppliers')).toBeVisible();
    await expect(results).toHaveCount(12);
    await expect(page.locator('.ant-pagination')).toHaveCount(0);

    await signIn(page, 'buyer@example.com');
    await page.goto('/home/suppliers?language=en');
    // The e2e server seeds 20 suppliers: a member sees every one of them.
    await expect(page.getByText('20 suppliers', { exact: true })).toBeVisible();
    await expect(page.getByText('You are seeing the first 12 suppliers')).toHaveCount(0);
    await expect(results).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  });

  test('search finds suppliers by an English word and by a Chinese one, in Chinese', async ({ page }) => {
    await page.goto('/home/suppliers?language=en');
    const search = page.getByPlaceholder('Search suppliers by name, product or keyword');
    await search.fill('pearl');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=pearl/);
    await expect(page.locator('.gb-supplier-card').first()).toBeVisible();

    await page.goto('/home/suppliers?language=zh-cn');
    const searchZh = page.getByPlaceholder('按名称、产品或关键词搜索供应商');
    await searchZh.fill('珍珠');
    await searchZh.press('Enter');
    await expect(page.locator('.gb-supplier-card').first()).toBeVisible();
    await expect(page.getByText('没有符合搜索和筛选条件的供应商')).toHaveCount(0);
  });
});

test.describe('company profile and connections', () => {
  test('contacts stay hidden until the supplier accepts the buyer’s request; then both see it established', async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // two browsers and four logins
    const id = (await demoSupplier(request)).id;
    const profileUrl = `/home/company-profile?id=${id}&language=en`;
    const ask = `We are looking for Ceylon sapphires (${Date.now()}).`;

    // A guest reads the profile but not the contact persons.
    await page.goto(profileUrl);
    await expect(page.getByRole('heading', { name: /Aurora Gems/ }).first()).toBeVisible();
    await expect(page.getByText('Business facts')).toBeVisible();
    await expect(page.getByText('Log in to see the contact persons of this supplier.')).toBeVisible();

    // A new buyer each run (a retry then starts afresh): contacts only for connected members, so the page says
    // what opens them; the buyer asks.
    const buyer = `connect-${Date.now()}@example.org`;
    await registerThroughApi(request, {
      email: buyer,
      joinAs: 'buyer',
      companyName: `Connect Jewellers ${Date.now()}`,
      password: 'Sapphire2026',
    });
    await signIn(page, buyer, 'Sapphire2026');
    await page.goto(profileUrl);
    await expect(page.getByText(/Contact persons are shown once .* has accepted your contact request/)).toBeVisible();
    await page.getByRole('button', { name: 'Request contact' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Message (optional)').fill(ask);
    await modal.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('button', { name: 'Request sent' })).toBeVisible();

    // The supplier admin, in another browser, accepts it on their own profile.
    const supplier = await browser.newContext();
    const supplierPage = await supplier.newPage();
    await signIn(supplierPage, 'supplier@example.com');
    await supplierPage.goto(profileUrl);
    const requests = supplierPage.locator('#gb-profile-requests');
    await expect(requests.getByText(ask)).toBeVisible();
    await requests.locator('li').filter({ hasText: ask }).getByRole('button', { name: 'Accept' }).click();
    await expect(requests.getByText(ask)).toHaveCount(0);
    // The supplier's side: the request now sits under Accepted as an established contact.
    await requests.getByText('Accepted', { exact: true }).click();
    const accepted = requests.locator('li').filter({ hasText: ask });
    await expect(accepted).toBeVisible();
    await expect(accepted.getByText('Contact has been established')).toBeVisible();
    await supplier.close();

    // The buyer now sees the connection and the contact persons.
    await page.reload();
    await expect(page.getByText('Contact has been established')).toBeVisible();
    await expect(page.locator('#gb-profile-contacts')).toBeVisible();
    await expect(page.getByText(/Contact persons are shown once/)).toHaveCount(0);
  });

  test('sharing refuses a duplicate address and sends the link by e-mail', async ({ page, request }) => {
    const id = (await demoSupplier(request)).id;
    const since = await outboxHead(request);
    await signIn(page, 'buyer@example.com');
    await page.goto(`/home/company-profile?id=${id}&language=en`);
    await page.getByRole('button', { name: 'Share' }).click();
    const modal = page.getByRole('dialog');
    const recipients = modal.getByRole('combobox').first();
    await recipients.fill('colleague@example.org');
    await recipients.press('Enter');
    await recipients.fill('colleague@example.org');
    await recipients.press('Enter');
    await expect(modal.getByText('This email address has been added')).toBeVisible();
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The showroom link was sent to 1 recipient')).toBeVisible();
    const mail = await latestMail(request, 'colleague@example.org', since);
    expect(mail.text).toContain(`/home/company-profile?id=${id}`);
  });

  test('another company’s admin can neither see a way to edit this profile nor reach it through the editor or the API', async ({
    page,
    request,
  }) => {
    const id = (await demoSupplier(request)).id;
    await signIn(page, 'buyer@example.com');
    await page.goto(`/home/company-profile?id=${id}&language=en`);
    await expect(page.getByRole('heading', { name: /Aurora Gems/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);

    // The editor only ever opens the admin's own company.
    await page.goto(`/home/company-profile-edit?id=${id}&language=en`);
    await expect(page.getByText(/What buyers see on the profile of Northstar Jewellers/)).toBeVisible();
    await expect(page.getByText(/Aurora Gems/)).toHaveCount(0);

    // The update always addresses the caller's own company: the buyer admin's call leaves Aurora Gems unchanged.
    const token = await apiLogin(request, 'buyer@example.com');
    const before = await api<{ boothNumber: string | null }>(request, 'GET', `/api/company/detail/${id}`, { token });
    const answer = await api(request, 'POST', '/api/company/update', { token, body: { boothNumber: 'HALL 9 - Z99' } });
    expect(answer.code).toBe(200);
    const after = await api<{ boothNumber: string | null }>(request, 'GET', `/api/company/detail/${id}`, { token });
    expect(after.data.boothNumber).toBe(before.data.boothNumber);
    await api(request, 'POST', '/api/company/update', { token, body: { boothNumber: null } });
    // A standard user of Aurora itself may not edit it either.
    const staff = await apiLogin(request, 'staff@example.com');
    expect((await api(request, 'POST', '/api/company/update', { token: staff, body: { boothNumber: 'HALL 9 - Z99' } })).code).toBe(40300);
  });
});

test.describe('company profile editor', () => {
  test('the supplier admin meets the limits: five exhibition photos at most, a brochure must be a PDF or a link', async ({ page }) => {
    test.slow(); // two uploads through the cropper
    await signIn(page, 'supplier@example.com');
    await page.goto('/home/company-profile-edit?language=en');
    await expect(page.getByText('3 of 5 photos')).toBeVisible();
    const addTile = page.locator('.gb-editor__photos').getByText('Add photo');
    await expect(addTile).toBeVisible();

    // Two more photos reach the limit: the add tile goes and the editor names the limit.
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer();
    for (const n of [4, 5]) {
      await page.getByTestId('upload-input-exhibition').setInputFiles({ name: `booth-${n}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('dialog').getByRole('button', { name: 'Crop and upload' }).click();
      await expect(page.getByText(`${n} of 5 photos`)).toBeVisible();
    }
    await expect(page.getByText('You have reached the limit of 5 exhibition photos. Remove one to add another.')).toBeVisible();
    await expect(addTile).toHaveCount(0);
    await expect(page.locator('.gb-editor__photos img')).toHaveCount(5);

    // A brochure file that is not a PDF is refused before upload; a link that is not a URL is refused on save.
    await page.getByRole('button', { name: 'Add brochure' }).click();
    const row = page
      .locator('li.gb-editor__row')
      .filter({ has: page.getByLabel(/Brochure \d+ name/) })
      .last();
    await row.getByText('PDF file', { exact: true }).click();
    await row
      .getByTestId('brochure-file-input')
      .setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf') });
    await expect(page.getByText('Please choose a PDF file.')).toBeVisible();
    await row.getByText('Link', { exact: true }).click();
    await row.getByLabel(/Brochure \d+ name/).fill('Spring catalogue');
    await row.getByLabel(/Brochure \d+ URL/).fill('catalogue spring 2027');
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/company/update')) saves.push(r.url());
    });
    await page.locator('button[type=submit]').filter({ hasText: 'Save' }).click();
    await expect(page.getByText('Please enter a valid URL starting with http:// or https://')).toBeVisible();
    expect(saves).toHaveLength(0);
  });
});
