import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installUiSpies } from '../../shared/api/test-helpers.ts';
import { setLocale } from '../../shared/i18n/locale-store.ts';
import { resetSessionStore } from '../../shared/session/session-store.ts';
import { stubRegistrationApi } from './test/registration-api-stub.ts';

beforeEach(async () => {
  resetSessionStore();
  await setLocale('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The queries stay cheap (text and label queries): role queries walk the whole accessibility tree of a long form at
// every poll, which a busy machine makes slow.

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (text: string | RegExp) => {
  const el = screen.getByText(text).closest('button');
  if (!el) throw new Error(`no button ${String(text)}`);
  return el as HTMLButtonElement;
};

/** Types a value the way a paste does and leaves the field (the trimmed input trims on blur). */
function fill(label: string, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Opens an antd Select by its label, optionally types a search, and clicks the option with this text. */
async function choose(user: UserEvent, label: string, optionText: string, search?: string) {
  const box = field(label);
  await user.click(box);
  if (search) fireEvent.change(box, { target: { value: search } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === optionText);
    if (!found) throw new Error(`option ${optionText} not shown`);
    return found as HTMLElement;
  });
  await user.click(option);
}

async function openForm(path = '/home/Register?language=en') {
  const view = renderApp(path);
  await screen.findByLabelText('Company name');
  // The ticket has arrived once the send-code button is usable.
  await waitFor(() => expect(button('Send code').disabled).toBe(false));
  return view;
}

async function fillValidForm(user: UserEvent) {
  fill('Company name', '  Aurora Gems Trading Ltd  ');
  fill('First name', 'Mei');
  fill('Last name', 'Lin');
  fill('Job title', 'Buyer');
  await choose(user, 'Country/region', 'Türkiye', 'Türk');
  fill('City', 'Istanbul');
  await choose(user, 'Product preferences', 'Ring', 'Ri');
  await choose(user, 'Product preferences', 'Pearls', 'Pea');
  await user.keyboard('{Escape}');
  await choose(user, 'Business nature', 'Retailer');
  fill('Email', 'mei@aurora.example');
  fill('Verification code', '123456');
  fireEvent.click(screen.getByText(/I accept the/));
}

describe('registration (SPEC §3 "Registration", §4, §5)', () => {
  it('shows the SPEC §5 messages for every required field and sends nothing', async () => {
    const api = stubRegistrationApi();
    installUiSpies();
    const user = userEvent.setup();
    await openForm();
    await user.click(button('Next: review'));
    const shown = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() =>
      expect(shown()).toEqual([
        'Please enter the company name',
        'The name cannot be empty',
        'The name cannot be empty',
        'Please enter your job title',
        'Please select the country/region',
        'Please select the product preference (at least one)',
        'Please select the business nature',
        'Please enter your email address',
        'Please enter the verification code',
        'Please accept the rules and the data-use statement',
      ]),
    );
    // Optional fields stay quiet.
    expect(screen.queryByText(/website address/)).toBeNull();
    expect(api.callsOf('/api/auth/register')).toBe(0);
  });

  it('limits names to 30 characters, checks e-mail and code, and asks for the Other explanation', async () => {
    stubRegistrationApi();
    const user = userEvent.setup();
    await openForm();
    fill('First name', 'A'.repeat(31));
    expect(await screen.findByText('The name cannot exceed 30 characters')).toBeTruthy();
    fill('Email', 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fill('Verification code', '12a');
    expect(await screen.findByText('The verification code has 6 digits')).toBeTruthy();

    expect(screen.queryByLabelText('Please describe your business')).toBeNull();
    await choose(user, 'Business nature', 'Other');
    const other = await screen.findByLabelText('Please describe your business');
    await user.click(button('Next: review'));
    expect(await screen.findByText('Please describe your business nature')).toBeTruthy();
    fireEvent.change(other, { target: { value: 'Auction house' } });
    fireEvent.blur(other);
    await waitFor(() => expect(screen.queryByText('Please describe your business nature')).toBeNull());
  });

  it('sends the code with the ticket and counts down before a resend', async () => {
    const api = stubRegistrationApi();
    const user = userEvent.setup();
    await openForm();
    await user.click(button('Send code'));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(api.callsOf('/api/auth/register/code')).toBe(0);
    fill('Email', ' mei@aurora.example ');
    await user.click(button('Send code'));
    expect(await screen.findByText(/Again in (60|59) s/)).toBeTruthy();
    expect(api.bodiesOf('/api/auth/register/code')).toEqual([{ email: 'mei@aurora.example', ticket: 'ticket-0000000001' }]);
    expect(screen.getByText('We sent a 6-digit code to mei@aurora.example. It is valid for 10 minutes.')).toBeTruthy();
  });

  it('goes form → review → submitted, with Edit keeping the input, and posts the parsed request', async () => {
    const api = stubRegistrationApi();
    const user = userEvent.setup();
    const { router } = await openForm();
    await fillValidForm(user);
    await user.click(button('Next: review'));

    const review = (await screen.findByText('Please check your details')).closest('section') as HTMLElement;
    const summary = within(review);
    expect(summary.getByText('Aurora Gems Trading Ltd')).toBeTruthy();
    expect(summary.getByText('Mei Lin')).toBeTruthy();
    expect(summary.getByText('Türkiye')).toBeTruthy();
    expect(summary.getByText('Ring, Pearls')).toBeTruthy();
    expect(summary.getByText('Retailer')).toBeTruthy();
    expect(summary.getAllByText('Buyer').length).toBeGreaterThan(0);

    await user.click(summary.getByText('Edit'));
    expect(field('Company name').value).toBe('Aurora Gems Trading Ltd');
    await user.click(button('Next: review'));
    await user.click(await waitFor(() => button('Confirm and register')));

    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByText(/We have sent an e-mail to mei@aurora\.example/)).toBeTruthy();
    const mailbox = screen.getByRole('link', { name: 'Open the demo mailbox' });
    expect(mailbox.getAttribute('href')).toBe('/home/dev-mailbox');
    expect(mailbox.getAttribute('target')).toBe('_blank');
    const [body] = api.bodiesOf('/api/auth/register');
    expect(body).toMatchObject({
      ticket: 'ticket-0000000001',
      joinAs: 'buyer',
      companyName: 'Aurora Gems Trading Ltd',
      firstName: 'Mei',
      lastName: 'Lin',
      jobTitle: 'Buyer',
      email: 'mei@aurora.example',
      country: 'TR',
      city: 'Istanbul',
      productPreferences: [30733, 30760],
      businessNature: 30708,
      code: '123456',
      consent: true,
      locale: 'en',
    });
    expect(body.address).toBeUndefined();
    expect(router.state.location.pathname).toBe('/home/Register');
  });

  it('offers the join-as-supplier path and registers a seller', async () => {
    const api = stubRegistrationApi();
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.click(screen.getByText('Supplier'));
    await waitFor(() => expect(router.state.location.search).toContain('as=supplier'));
    expect(screen.getByText('Join GemBourse as a supplier').tagName).toBe('H1');
    await fillValidForm(user);
    await user.click(button('Next: review'));
    await user.click(await waitFor(() => button('Confirm and register')));
    await screen.findByText('Check your inbox');
    expect(api.bodiesOf('/api/auth/register')[0].joinAs).toBe('seller');
  });

  it('puts the server field errors (40000) under the matching fields, without a toast', async () => {
    const ui = installUiSpies();
    stubRegistrationApi({
      '/api/auth/register': () =>
        envelope(
          {
            fieldErrors: [
              { path: 'code', message: 'This code is wrong or has expired' },
              { path: 'email', message: 'Use your company address' },
            ],
          },
          40000,
          'Parameter verification error',
          0,
          400,
        ),
    });
    const user = userEvent.setup();
    await openForm();
    await fillValidForm(user);
    await user.click(button('Next: review'));
    await user.click(await waitFor(() => button('Confirm and register')));
    expect(await screen.findByText('This code is wrong or has expired')).toBeTruthy();
    expect(screen.getByText('Use your company address')).toBeTruthy();
    expect(field('Company name').value).toBe('Aurora Gems Trading Ltd');
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('shows a conflict (40900, address already registered) on the e-mail field and keeps the input', async () => {
    const api = stubRegistrationApi({
      '/api/auth/register': () => envelope(null, 40900, 'This e-mail address is already registered', 0, 409),
    });
    const user = userEvent.setup();
    await openForm();
    await fillValidForm(user);
    await user.click(button('Next: review'));
    await user.click(await waitFor(() => button('Confirm and register')));
    expect(await screen.findByText('This e-mail address is already registered')).toBeTruthy();
    expect(field('Company name').value).toBe('Aurora Gems Trading Ltd');
    expect(api.callsOf('/api/auth/register/start')).toBe(1);
  });
});

describe('the 40-minute limit (SPEC §4)', () => {
  it('shows the time left, and at zero clears the input, explains why and opens a new form', async () => {
    // Only the clock and intervals are faked: the page's own timeouts (antd, Testing Library) keep running.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = stubRegistrationApi();
    await openForm();
    expect(screen.getByTestId('registration-timer').textContent).toBe('40:00');
    fireEvent.change(field('Company name'), { target: { value: 'Aurora Gems' } });
    fireEvent.change(field('First name'), { target: { value: 'Mei' } });
    expect(field('Company name').value).toBe('Aurora Gems');

    act(() => vi.advanceTimersByTime(35 * 60_000));
    expect(screen.getByTestId('registration-timer').textContent).toBe('05:00');
    expect(field('Company name').value).toBe('Aurora Gems');

    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(await screen.findByText(/The 40 minutes for this form ran out/)).toBeTruthy();
    expect(field('Company name').value).toBe('');
    expect(field('First name').value).toBe('');
    await waitFor(() => expect(api.callsOf('/api/auth/register/start')).toBe(2));
    await waitFor(() => expect(screen.getByTestId('registration-timer').textContent).toBe('40:00'));
  });

  it('takes a 40900 at the end of the time as the expiry the server saw', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = stubRegistrationApi({ '/api/auth/register': () => envelope(null, 40900, 'The registration form has expired', 0, 409) });
    const user = userEvent.setup();
    await openForm();
    await fillValidForm(user);
    await user.click(button('Next: review'));
    const confirm = await waitFor(() => button('Confirm and register'));
    act(() => vi.advanceTimersByTime(40 * 60_000 - 10_000));
    await user.click(confirm);
    expect(await screen.findByText('The registration form has expired')).toBeTruthy();
    await waitFor(() => expect(api.callsOf('/api/auth/register/start')).toBe(2));
    expect(field('Company name').value).toBe('');
  });
});
