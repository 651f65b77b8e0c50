import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test.ts';
import { api, apiLogin, browserToken, demoSupplier, outboxHead, signIn, socketReady } from '../support/api.ts';

// Issue 12's acceptance as a buyer and a supplier would try it, in two browsers: the buyer starts a chat from a product,
// the supplier sees the badge rise and answers, both see the read state; then the supplier's e-mail preferences decide
// whether a burst of messages reaches the demo mailbox. A browser login ends an earlier API session of the same user
// (30008), so each user's API calls come before their browser session, or use the browser's own token.

const TEXT = {
  en: {
    chatWithSupplier: 'Chat with supplier',
    composer: 'Message',
    launcherUnread: /^Messages, 1 unread$/,
    launcherIdle: /^Messages$/,
    openUnread: /^Open the conversation with .+, 1 unread message$/,
    read: 'Read',
  },
  'zh-cn': {
    chatWithSupplier: '与供应商聊天',
    composer: '消息',
    launcherUnread: /^消息，1 条未读$/,
    launcherIdle: /^消息$/,
    openUnread: /^打开与 .+ 的会话，1 条未读消息$/,
    read: '已读',
  },
} as const;

/** A published product of the demo supplier, as the buyer's search lists it (before the buyer's browser logs in). */
async function supplierProduct(request: APIRequestContext): Promise<number> {
  const token = await apiLogin(request, 'buyer@example.com');
  const supplier = await demoSupplier(request, token);
  const found = await api<{ list: { id: number }[] }>(
    request,
    'GET',
    `/api/product/search?supplier=${supplier.id}&pageSize=12&facets=false`,
    { token },
  );
  expect(found.data.list.length, 'the demo supplier lists products').toBeGreaterThan(0);
  return found.data.list[0].id;
}

/** A fresh browser signed in as `email` on `path` (its socket joined). */
async function member(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const ready = socketReady(page);
  await signIn(page, email);
  await page.goto(path);
  await ready;
  return page;
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a buyer starts a chat from a product; the supplier's badge rises, they answer, both see it read (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = TEXT[lang];
    const productId = await supplierProduct(request);
    const supplier = await member(browser, 'supplier@example.com', `/home/index?language=${lang}`);
    const buyer = await member(browser, 'buyer@example.com', `/home/product-detail?id=${productId}&language=${lang}`);

    const words = `${lang} ${Date.now()}: is this piece available in 18k white gold? <b>not bold</b>`;
    await buyer.getByRole('button', { name: t.chatWithSupplier }).click();
    await buyer.getByRole('textbox', { name: t.composer }).fill(words);
    await buyer.getByRole('textbox', { name: t.composer }).press('Enter');
    await expect(buyer.getByText(words, { exact: true })).toBeVisible();

    // The supplier's header badge rises without a reload; opening the conversation reads it.
    const launcher = supplier.getByRole('button', { name: t.launcherUnread });
    await expect(launcher).toBeVisible();
    await launcher.click();
    await supplier.getByRole('button', { name: t.openUnread }).click();
    // HTML in a message is text: the tags show as typed.
    await expect(supplier.getByText(words, { exact: true })).toBeVisible();
    await expect(supplier.getByRole('button', { name: t.launcherIdle })).toBeVisible();

    // The buyer sees the read state of their message, live.
    await expect(buyer.getByRole('img', { name: t.read }).last()).toBeVisible();

    const reply = `${lang} ${Date.now()}: yes, in 18k white gold, 4 weeks.`;
    await supplier.getByRole('textbox', { name: t.composer }).fill(reply);
    await supplier.getByRole('textbox', { name: t.composer }).press('Enter');
    await expect(buyer.getByText(reply, { exact: true })).toBeVisible();
    await expect(supplier.getByRole('img', { name: t.read }).last()).toBeVisible();
  });
}

test("the supplier's e-mail preference decides whether a burst of messages reaches the mailbox", async ({ browser, request }) => {
  const buyerToken = await apiLogin(request, 'buyer@example.com');
  const supplierCompany = await demoSupplier(request, buyerToken);
  const opened = await api<{ id: number }>(request, 'POST', '/im-api/conversation/open', {
    token: buyerToken,
    body: { context: { type: 'company', id: supplierCompany.id } },
  });
  expect(opened.code, opened.msg).toBe(200);
  const send = (text: string) =>
    api(request, 'POST', '/im-api/message/send', {
      token: buyerToken,
      body: { conversationId: opened.data.id, clientId: `${text}-${Date.now()}`, kind: 'text', text },
    });

  const supplier = await member(browser, 'supplier@example.com', '/home/email-notification?language=en');
  const supplierToken = await browserToken(supplier);
  const privateMessages = supplier.getByRole('switch', { name: /Private messages/ });
  const save = async (on: boolean) => {
    if ((await privateMessages.getAttribute('aria-checked')) !== String(on)) await privateMessages.click();
    await supplier.getByRole('button', { name: 'Save' }).click();
    await expect(supplier.getByText('Update successful').last()).toBeVisible();
  };
  const notices = async () =>
    (
      await api<{ list: { event: string }[] }>(request, 'GET', '/api/notifications/list?limit=50', { token: supplierToken })
    ).data.list.filter((n) => n.event === 'privateMessage').length;

  // Off: the burst becomes one in-app notification and no e-mail.
  await save(false);
  let head = await outboxHead(request);
  const before = await notices();
  for (const n of [1, 2, 3]) expect((await send(`quiet ${n}`)).code).toBe(200);
  await expect.poll(notices).toBe(before + 1);
  const mailsTo = async (since: number) =>
    (await api<{ list: { id: number; to: string; subject: string }[] }>(request, 'GET', '/api/dev/outbox?pageSize=50')).data.list.filter(
      (m) => m.to === 'supplier@example.com' && m.id > since,
    );
  expect(await mailsTo(head)).toEqual([]);

  // On: the next burst of three is one e-mail.
  await save(true);
  head = await outboxHead(request);
  for (const n of [1, 2, 3]) expect((await send(`loud ${n}`)).code).toBe(200);
  await expect.poll(async () => (await mailsTo(head)).length).toBe(1);
  expect((await mailsTo(head))[0].subject).toBe('Unread messages on GemBourse: 3');
  await expect.poll(notices).toBe(before + 2);
});
