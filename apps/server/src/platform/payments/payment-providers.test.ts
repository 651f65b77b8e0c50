import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@gembourse/contracts/billing';
import { cardBrandOf, PaymentDeclinedError, PaymentRetryError } from './payment-provider.ts';
import { stripePaymentProvider, type StripeClient } from './stripe-payment-provider.ts';
import { testPaymentProvider } from './test-payment-provider.ts';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2039, cvv: '123', holderName: 'Ada Kit' });
const address = { street: 'Istiklal Caddesi 10', city: 'Istanbul', postalCode: '34430', country: 'TR' };

describe('the built-in test provider', () => {
  it('tokenizes the documented cards as a real test mode does; a token never holds the number', async () => {
    const p = testPaymentProvider();
    const ok = await p.tokenize(card(TEST_CARDS.success), address);
    expect(ok).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 });
    expect(ok.token).toMatch(/^tok_test_ok_[0-9a-f]{24}$/);
    expect(ok.token).not.toContain('4242424242424242');
    expect((await p.tokenize(card(TEST_CARDS.successMastercard), address)).brand).toBe('mastercard');
    await expect(p.tokenize(card(TEST_CARDS.declined), address)).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(p.tokenize(card(TEST_CARDS.retry), address)).rejects.toBeInstanceOf(PaymentRetryError);
    const broke = await p.tokenize(card(TEST_CARDS.insufficientFunds), address);
    await expect(p.charge(broke.token, 100, 'USD', 'k')).rejects.toMatchObject({ reason: 'insufficient_funds' });
    // The same idempotency key answers the same charge.
    const a = await p.charge(ok.token, 5880, 'USD', 'key-1');
    expect(await p.charge(ok.token, 5880, 'USD', 'key-1')).toEqual(a);
    expect(await p.charge(ok.token, 5880, 'USD', 'key-2')).not.toEqual(a);
    await expect(p.charge('tok_other', 100, 'USD', 'k')).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('names card brands by their leading digits', () => {
    expect(
      [
        '4111111111111111',
        '5105105105105100',
        '2223003122003222',
        '378282246310005',
        '6200000000000005',
        '3530111333300000',
        '6011111111111117',
        '9999',
      ].map(cardBrandOf),
    ).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'unionpay', 'jcb', 'discover', 'card']);
  });
});

describe('the Stripe adapter (with a fake client: it has never talked to Stripe itself)', () => {
  function fake(errors: { card?: unknown; charge?: unknown; status?: string } = {}) {
    const calls: { what: string; params: Record<string, unknown>; options?: unknown }[] = [];
    const client: StripeClient = {
      paymentMethods: {
        async create(params) {
          calls.push({ what: 'paymentMethod', params });
          if (errors.card) throw errors.card;
          return { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2039 } };
        },
      },
      customers: {
        async create(params) {
          calls.push({ what: 'customer', params });
          return { id: 'cus_1' };
        },
      },
      paymentIntents: {
        async create(params, options) {
          calls.push({ what: 'charge', params, options });
          if (errors.charge) throw errors.charge;
          return { id: 'pi_1', status: errors.status ?? 'succeeded' };
        },
      },
    };
    return { client, calls };
  }

  it('attaches the card to a customer of its own and charges it off-session with the idempotency key', async () => {
    const { client, calls } = fake();
    const p = stripePaymentProvider('sk_test_x', client);
    expect(await p.tokenize(card(TEST_CARDS.success), address)).toEqual({
      token: 'cus_1/pm_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2039,
    });
    expect(await p.charge('cus_1/pm_1', 5880, 'USD', 'key-1')).toEqual({ chargeId: 'pi_1' });
    expect(calls[0].params).toMatchObject({
      type: 'card',
      card: { number: TEST_CARDS.success, cvc: '123' },
      billing_details: { address: { country: 'TR' } },
    });
    expect(calls[2]).toMatchObject({
      params: { amount: 5880, currency: 'usd', customer: 'cus_1', payment_method: 'pm_1', confirm: true, off_session: true },
      options: { idempotencyKey: 'key-1' },
    });
  });

  it("maps Stripe's refusals: declines, processing errors and outages, 3-D Secure off-session", async () => {
    const declined = stripePaymentProvider(
      'sk',
      fake({ card: { type: 'StripeCardError', code: 'card_declined', decline_code: 'stolen_card' } }).client,
    );
    await expect(declined.tokenize(card(TEST_CARDS.success), address)).rejects.toMatchObject({
      name: 'PaymentDeclinedError',
      reason: 'stolen_card',
    });
    const processing = stripePaymentProvider('sk', fake({ charge: { type: 'StripeCardError', code: 'processing_error' } }).client);
    await expect(processing.charge('cus_1/pm_1', 100, 'USD', 'k')).rejects.toBeInstanceOf(PaymentRetryError);
    const down = stripePaymentProvider('sk', fake({ charge: { type: 'StripeConnectionError' } }).client);
    await expect(down.charge('cus_1/pm_1', 100, 'USD', 'k')).rejects.toBeInstanceOf(PaymentRetryError);
    const auth = stripePaymentProvider('sk', fake({ status: 'requires_action' }).client);
    await expect(auth.charge('cus_1/pm_1', 100, 'USD', 'k')).rejects.toBeInstanceOf(PaymentDeclinedError);
    const badKey = stripePaymentProvider('sk', fake({ charge: { type: 'StripeAuthenticationError', message: 'bad key' } }).client);
    await expect(badKey.charge('cus_1/pm_1', 100, 'USD', 'k')).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });
});
