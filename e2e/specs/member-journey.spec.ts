import { expect, test } from '../support/test.ts';
import sharp from 'sharp';
import { apiLogin, latestMail, outboxHead, registerThroughApi } from '../support/api.ts';

// Issue 3's acceptance after registration, as a new member would go through it in English and in Turkish: log in,
// upload a bad and a good photo, change the password (and read the notice in the demo mailbox), then log in again
// elsewhere and watch this browser go offline.
const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    account: 'Account menu',
    notImage: 'Please choose an image file: JPG, PNG or GIF',
    crop: 'Crop and upload',
    settings: 'Account settings',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm the new password',
    change: 'Change password',
    changed: 'Your password has been changed.',
    mailSubject: 'Your GemBourse password was changed',
    mailbox: 'Demo mailbox',
    offline: 'You have been logged out',
    replaced: 'Your account was signed in on another device.',
    ok: 'OK',
  },
  tr: {
    email: 'E-posta',
    password: 'Şifre',
    logIn: 'Giriş yap',
    account: 'Hesap menüsü',
    notImage: 'Lütfen bir görsel dosyası seçin: JPG, PNG veya GIF',
    crop: 'Kırp ve yükle',
    settings: 'Hesap ayarları',
    current: 'Mevcut şifre',
    next: 'Yeni şifre',
    confirm: 'Yeni şifreyi onaylayın',
    change: 'Şifreyi değiştir',
    changed: 'Şifreniz değiştirildi.',
    mailSubject: 'GemBourse şifreniz değiştirildi',
    mailbox: 'Demo posta kutusu',
    offline: 'Oturumunuz kapatıldı',
    replaced: 'Hesabınızla başka bir cihazda oturum açıldı.',
    ok: 'Tamam',
  },
} as const;

for (const lang of ['en', 'tr'] as const) {
  test(`a new member uploads a photo, changes the password and is sent offline by a login elsewhere (${lang})`, async ({
    page,
    request,
  }) => {
    test.slow(); // a registration, two uploads, two logins and a password change
    const t = TEXT[lang];
    const email = `journey-${lang}-${Date.now()}@example.org`;
    await registerThroughApi(request, {
      email,
      joinAs: 'buyer',
      companyName: `Journey ${lang} Jewellers`,
      password: 'Opal#2026',
      locale: lang,
    });

    await page.goto(`/home/login?language=${lang}`);
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill('Opal#2026');
    await page.getByRole('button', { name: t.logIn, exact: true }).last().click();
    await expect(page.getByRole('button', { name: t.account })).toBeVisible();

    // A file that only claims to be a picture is refused before upload; a real one goes through the cropper.
    await page.goto(`/home/my-profile?language=${lang}`);
    const photo = page.locator('input[type=file]').nth(1);
    await photo.setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg at all') });
    await expect(page.getByText(t.notImage)).toBeVisible();
    const png = await sharp({ create: { width: 360, height: 360, channels: 3, background: '#7d3c98' } })
      .png()
      .toBuffer();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/uploads/image') && r.request().method() === 'POST');
    await page.getByRole('dialog').getByRole('button', { name: t.crop }).click();
    expect((await (await uploaded).json()).code).toBe(200);

    // The password change, in the account settings tab; the member is e-mailed about it in their language.
    const since = await outboxHead(request);
    await page.getByRole('tab', { name: t.settings }).click();
    await page.getByLabel(t.current, { exact: true }).fill('Opal#2026');
    await page.getByLabel(t.next, { exact: true }).fill('Garnet#2027');
    await page.getByLabel(t.confirm, { exact: true }).fill('Garnet#2027');
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.getByText(t.changed)).toBeVisible();
    expect((await latestMail(request, email, since)).subject).toBe(t.mailSubject);

    // The same notice in the demo mailbox page, as a person reading their e-mail in demo mode would find it.
    const mailbox = await page.context().newPage();
    await mailbox.goto(`/home/dev-mailbox?language=${lang}`);
    await expect(mailbox.getByRole('heading', { name: t.mailbox })).toBeVisible();
    await mailbox.getByRole('button').filter({ hasText: t.mailSubject }).filter({ hasText: email }).click();
    const reader = mailbox.getByRole('article');
    await expect(reader.getByRole('heading', { name: t.mailSubject })).toBeVisible();
    await expect(reader).toContainText(email);
    await mailbox.close();

    // Logging in elsewhere with the new password sends this browser offline at once, in its language.
    await apiLogin(request, email, 'Garnet#2027');
    const notice = page.getByRole('dialog').filter({ hasText: t.offline });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.replaced);
    await notice.getByRole('button', { name: t.ok }).click();
    await expect(page.getByRole('button', { name: t.logIn, exact: true }).first()).toBeVisible();
  });
}
