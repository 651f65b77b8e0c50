import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { envelope, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubScreenWidth } from '../../test/screen.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore, setUserInfo } from '../../shared/session/session-store.ts';
import { setToken } from '../../shared/storage/token-store.ts';
import { BUYER_FREE, INVOICE, overview, PATHS, POINTS, PRO, STORED_CARD, stubBillingApi, subscription } from './test/billing-fixtures.ts';

// /home/manage-subscription (issue 13 items 4-5): the plans with what they unlock, the checkout with the contract's
// card rules (nothing is sent while one fails), a declined card said in the form, the read-only view of a member
// without manage:billing:edit, and the invoice PDF.

const PAGE = '/home/manage-subscription?language=en';

function logIn(points = Object.values(POINTS)) {
  setToken('tok', true);
  setUserInfo(makeUser({ permissions: points }));
}

const field = (label: string, root: HTMLElement = document.body) => within(root).getByLabelText(label) as HTMLInputElement;
const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const queryButton = (text: string | RegExp) => screen.queryByText(text, { selector: 'button, button *' });
const planCard = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;
/** A card as the page names it ("Visa •••• 4242", the dots hidden from screen readers in their own element). */
const cardLine = (text: string) => (_: string, el: Element | null) =>
  Boolean(el?.classList.contains('gb-billing-card-line') && el.textContent === text);
const drawer = () => document.querySelector('.ant-drawer-body')?.parentElement as HTMLElement;

/** Types a value as a paste does and leaves the field (the card inputs check on blur). */
function fill(label: string, value: string) {
  const input = field(label, drawer());
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function chooseCountry(user: UserEvent, name: string) {
  const box = field('Country or region', drawer());
  await user.click(box);
  fireEvent.change(box, { target: { value: name } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === name);
    if (!found) throw new Error(`option ${name} not shown`);
    return found as HTMLElement;
  });
  await user.click(option);
}

/** Opens the page and the checkout of Pro (a company without a card), and fills a valid card and address. */
async function openCheckout(user: UserEvent) {
  renderApp(PAGE);
  await user.click(button('Subscribe', await waitFor(() => planCard('Pro'))));
  await screen.findByText('Subscribe to Pro');
  fill('Card number', '4242424242424242');
  fill('Expiry date', '12/39');
  fill('CVV', '123');
  fill('Name on card', 'Mei Lin');
  fill('Street address', '1 Gem Street');
  fill('City', 'Istanbul');
  fill('Postal code', '34000');
  await chooseCountry(user, 'Türkiye');
}

beforeEach(async () => {
  resetSessionStore();
  stubScreenWidth(1440);
  await setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('manage subscription', () => {
  it('shows every plan with what it unlocks, the current plan and what the company uses of it', async () => {
    logIn();
    stubBillingApi();
    renderApp(PAGE);
    const pro = await waitFor(() => planCard('Pro'));
    expect(within(pro).getByText('$49')).toBeTruthy();
    expect(within(pro).getByText('Up to 500 products')).toBeTruthy();
    expect(within(pro).getByText('Up to 10 users')).toBeTruthy();
    expect(within(pro).getByText('Analytics for the last 90 days')).toBeTruthy();
    expect(within(pro).getByText('Launch collections')).toBeTruthy();
    const business = planCard('Business');
    expect(within(business).getByText('Unlimited products')).toBeTruthy();
    expect(within(business).getByText('Unlimited users')).toBeTruthy();
    expect(within(planCard('Free')).getAllByText('Current plan').length).toBeGreaterThan(0);
    // Usage against the free plan's limits.
    expect(screen.getByText('12 of 25')).toBeTruthy();
    expect(screen.getByText('2 of 2')).toBeTruthy();

    // Yearly prices, with what a year saves.
    fireEvent.click(screen.getByText('Yearly (save up to 17%)'));
    expect(await within(planCard('Pro')).findByText('$490')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('Save 17%')).toBeTruthy();
  });

  it('subscribes with a new card and its billing address, sends the contract body and empties the form', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubBillingApi();
    await openCheckout(user);
    await user.click(button('Confirm and pay', drawer()));
    await waitFor(() => expect(api.bodiesOf(PATHS.subscribe)).toHaveLength(1));
    expect(api.bodiesOf(PATHS.subscribe)[0]).toEqual({
      planCode: 'pro',
      cycle: 'monthly',
      card: { number: '4242424242424242', expiry: '12/39', cvv: '123', holderName: 'Mei Lin' },
      billingAddress: { street: '1 Gem Street', city: 'Istanbul', postalCode: '34000', country: 'TR' },
    });
    expect(await screen.findByText('Payment received. Invoice GB-2026-000041 has been issued.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Subscribe to Pro')).toBeNull());
    // Nothing of the card is left in the page.
    expect(document.body.innerHTML).not.toContain('4242 4242 4242 4242');
  });

  it('refuses a bad card number, an expired card and a 4-digit CVV with their messages, without calling the server', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubBillingApi();
    await openCheckout(user);
    fill('Card number', '4242424242424241');
    fill('Expiry date', '01/20');
    fill('CVV', '1234');
    await user.click(button('Confirm and pay', drawer()));
    expect(await within(drawer()).findByText('This card number is not valid. Please check it')).toBeTruthy();
    expect(within(drawer()).getByText('This card has expired')).toBeTruthy();
    expect(within(drawer()).getByText('The CVV must be exactly 3 digits')).toBeTruthy();
    expect(api.callsOf(PATHS.subscribe)).toHaveLength(0);

    // The number shows in groups as typed; a month past 12 is no expiry.
    fill('Card number', '4000000000000002');
    expect(field('Card number', drawer()).value).toBe('4000 0000 0000 0002');
    fill('Expiry date', '13/30');
    expect(await within(drawer()).findByText('Enter the expiry date as MM/YY')).toBeTruthy();
    expect(api.callsOf(PATHS.subscribe)).toHaveLength(0);
  });

  it('says a declined card in the form, clears the card number and CVV, and keeps the drawer open', async () => {
    logIn();
    const user = userEvent.setup();
    stubBillingApi({
      subscribe: () => envelope(null, 40200, 'Your card was declined by the issuer. Try another card.', 0, 402),
    });
    await openCheckout(user);
    await user.click(button('Confirm and pay', drawer()));
    const alert = await within(drawer()).findByTestId('payment-problem');
    expect(within(alert).getByText('Your card was declined')).toBeTruthy();
    expect(within(alert).getByText('Your card was declined by the issuer. Try another card.')).toBeTruthy();
    expect(field('Card number', drawer()).value).toBe('');
    expect(field('CVV', drawer()).value).toBe('');
    expect(field('Name on card', drawer()).value).toBe('Mei Lin');
    expect(screen.getByText('Subscribe to Pro')).toBeTruthy();
  });

  it('upgrades with the stored card without asking for one, and schedules a downgrade after a confirmation', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubBillingApi({ overview: overview({ subscription: subscription(), effectivePlan: PRO, paymentMethod: STORED_CARD }) });
    renderApp(PAGE);
    await user.click(button('Upgrade', await waitFor(() => planCard('Business'))));
    await screen.findByText('Upgrade to Business');
    expect(within(drawer()).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(drawer()).queryByLabelText('Card number')).toBeNull();
    await user.click(button('Confirm and pay', drawer()));
    await waitFor(() => expect(api.bodiesOf(PATHS.subscribe)).toEqual([{ planCode: 'business', cycle: 'monthly' }]));

    await user.click(button('Downgrade at period end', planCard('Free')));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
    expect(within(confirm).getByText(/Pro stays active until/)).toBeTruthy();
  });

  it('replaces the stored card: the billing address starts from the stored one, and the new card shows after saving', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubBillingApi({ overview: overview({ subscription: subscription(), effectivePlan: PRO, paymentMethod: STORED_CARD }) });
    renderApp(PAGE);
    expect(await screen.findByText(cardLine('Visa •••• 4242'))).toBeTruthy();
    await user.click(button('Update card'));
    await screen.findByText('Save card');
    expect(field('Street address', drawer()).value).toBe('1 Gem Street');
    fill('Card number', '5555 5555 5555 4444');
    fill('Expiry date', '0931');
    expect(field('Expiry date', drawer()).value).toBe('09/31');
    fill('CVV', '321');
    fill('Name on card', 'Mei Lin');
    await user.click(button('Save card', drawer()));
    await waitFor(() =>
      expect(api.bodiesOf(PATHS.paymentMethod)).toEqual([
        {
          card: { number: '5555555555554444', expiry: '09/31', cvv: '321', holderName: 'Mei Lin' },
          billingAddress: { street: '1 Gem Street', city: 'Istanbul', postalCode: '34000', country: 'TR' },
        },
      ]),
    );
    expect(await screen.findByText(cardLine('Mastercard •••• 4444'))).toBeTruthy();
    expect(api.callsOf(PATHS.subscribe)).toHaveLength(0);
  });

  it('words the card rules in Turkish', async () => {
    logIn();
    await setLocale('tr');
    const user = userEvent.setup();
    const api = stubBillingApi();
    renderApp('/home/manage-subscription?language=tr');
    await user.click(button('Abone ol', await waitFor(() => planCard('Pro'))));
    await screen.findByText('Pro planına abone olun');
    fill('Kart numarası', '1234 5678 9012 3456');
    fill('Son kullanma tarihi', '01/21');
    fill('CVV', '12');
    await user.click(button('Onayla ve öde', drawer()));
    expect(await within(drawer()).findByText('Bu kart numarası geçerli değil. Lütfen kontrol edin')).toBeTruthy();
    expect(within(drawer()).getByText('Bu kartın süresi dolmuş')).toBeTruthy();
    expect(within(drawer()).getByText('CVV tam olarak 3 haneli olmalıdır')).toBeTruthy();
    expect(within(drawer()).getByText('Lütfen kart üzerindeki adı girin')).toBeTruthy();
    expect(api.callsOf(PATHS.subscribe)).toHaveLength(0);
  });

  it('shows the page without controls to a member without manage:billing:edit', async () => {
    logIn([POINTS.view]);
    stubBillingApi({
      overview: overview({ subscription: subscription(), effectivePlan: PRO, paymentMethod: STORED_CARD }),
      invoices: [INVOICE],
    });
    renderApp(PAGE);
    await waitFor(() => planCard('Business'));
    expect(screen.getByText(/Only a company administrator can change the plan or the card/)).toBeTruthy();
    for (const text of ['Subscribe', 'Upgrade', 'Downgrade at period end', 'Cancel subscription', 'Update card']) {
      expect(queryButton(text), text).toBeNull();
    }
    // The invoices stay readable and downloadable.
    expect(await screen.findByText('GB-2026-000041')).toBeTruthy();
    expect(screen.getByLabelText('Download invoice GB-2026-000041 as PDF')).toBeTruthy();
  });

  it('lists the invoices with their totals and downloads one as a PDF from the pdf endpoint', async () => {
    logIn();
    const user = userEvent.setup();
    const api = stubBillingApi({ invoices: [INVOICE] });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp(PAGE);
    const row = (await screen.findByText('GB-2026-000041')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$58.80')).toBeTruthy();
    expect(within(row).getByText('incl. tax $9.80')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    await user.click(within(row).getByLabelText('Download invoice GB-2026-000041 as PDF'));
    await waitFor(() => expect(api.callsOf('/api/billing/invoices/41/pdf')).toHaveLength(1));
    await waitFor(() => expect(saved).toEqual(['GB-2026-000041.pdf']));
    click.mockRestore();
  });

  describe('a buyer company (issue 28 item 7)', () => {
    const buyerPage = (language: string) => `/home/manage-subscription?language=${language}`;
    /** The page's own content (the site header's menu has a "Products" link of its own). */
    const billing = () => within(document.querySelector('.gb-billing') as HTMLElement);
    function logInBuyer() {
      setToken('tok', true);
      setUserInfo(makeUser({ join_type: 'buyer', permissions: Object.values(POINTS) }));
    }

    it("is offered the buyers' plans with seats only: no products, analytics, Launch collections or featured placement", async () => {
      logInBuyer();
      const api = stubBillingApi({ overview: overview({ effectivePlan: BUYER_FREE, usage: { products: 0, users: 1 } }) });
      renderApp(buyerPage('en'));
      const team = await waitFor(() => planCard('Team'));
      expect(within(team).getByText('$19')).toBeTruthy();
      expect(within(team).getByText('Up to 10 users')).toBeTruthy();
      expect(within(planCard('Free')).getByText('Up to 2 users')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Pro', level: 3 })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Business', level: 3 })).toBeNull();
      for (const text of [/products/i, /Analytics/, 'Launch collections', 'Featured placement', /exhibit/i]) {
        expect(billing().queryAllByText(text), String(text)).toEqual([]);
      }
      // Usage: the seats, and no product meter.
      expect(screen.getByText('1 of 2')).toBeTruthy();
      expect(billing().queryByText('Products')).toBeNull();
      // The page asked for the buyers' plans.
      expect(api.callsOf(PATHS.plans).map(([u]) => new URL(String(u), 'http://x').searchParams.get('side'))).toContain('buyer');
    });

    it('words the seats in Turkish and offers no showroom limit', async () => {
      setLocale('tr');
      logInBuyer();
      stubBillingApi({ overview: overview({ effectivePlan: BUYER_FREE, usage: { products: 0, users: 1 } }) });
      renderApp(buyerPage('tr'));
      const team = await waitFor(() => planCard('Team'));
      expect(within(team).getByText('En fazla 10 kullanıcı')).toBeTruthy();
      expect(billing().queryAllByText(/ürün|Lansman|analiz/i)).toEqual([]);
    });
  });
});
