import {
  PaymentDeclinedError,
  PaymentRetryError,
  type CardBillingAddress,
  type CardDetails,
  type CardToken,
  type PaymentProvider,
} from './payment-provider.ts';

// The Stripe adapter (PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY; docs/billing.md "Stripe"). Written against the
// `stripe` SDK's documented calls and unit-tested with a fake client only: it has never run against Stripe itself.
// Sending card numbers to Stripe from a server needs Stripe's "raw card data" permission (PCI SAQ D); an installation
// without it would collect the card with Stripe Elements in the browser and send the PaymentMethod id instead.

/** What the adapter uses of the Stripe client (the SDK's `Stripe` instance fits; tests pass a fake). */
export interface StripeClient {
  paymentMethods: {
    create(
      params: Record<string, unknown>,
    ): Promise<{ id: string; card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number } | null }>;
  };
  customers: { create(params: Record<string, unknown>): Promise<{ id: string }> };
  paymentIntents: {
    create(params: Record<string, unknown>, options: { idempotencyKey: string }): Promise<{ id: string; status: string }>;
  };
}

/** A Stripe error as the SDK throws it (StripeCardError, StripeAPIError...): read by its fields, not its class. */
interface StripeErrorLike {
  type?: string;
  code?: string;
  decline_code?: string;
}

/** Stripe's refusals as the provider interface's errors; anything else (a bad key, a bad request) is rethrown. */
export function stripeErrorOf(err: unknown): unknown {
  const e = (err ?? {}) as StripeErrorLike;
  if (e.type === 'StripeCardError') {
    // "processing_error": the card may work on a second try (docs.stripe.com/declines/codes).
    if (e.code === 'processing_error') return new PaymentRetryError(e.code);
    return new PaymentDeclinedError(e.decline_code ?? e.code ?? 'card_declined');
  }
  if (e.type === 'StripeRateLimitError' || e.type === 'StripeAPIError' || e.type === 'StripeConnectionError') {
    return new PaymentRetryError(e.type);
  }
  return err;
}

async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw stripeErrorOf(err);
  }
}

/** The Stripe client of `secretKey`, loaded on first use (the SDK is not read at start when another provider runs). */
async function stripeClient(secretKey: string): Promise<StripeClient> {
  const { default: Stripe } = await import('stripe');
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 }) as unknown as StripeClient;
}

/**
 * The Stripe provider. A token is `<customer id>/<payment method id>`: the card is attached to a customer of its own
 * (which makes Stripe check it) so that it can be charged again off-session at each renewal.
 */
export function stripePaymentProvider(secretKey: string, client?: StripeClient): PaymentProvider {
  let ready: Promise<StripeClient> | undefined = client ? Promise.resolve(client) : undefined;
  const stripe = () => (ready ??= stripeClient(secretKey));
  return {
    name: 'stripe',

    async tokenize(card: CardDetails, address: CardBillingAddress): Promise<CardToken> {
      const s = await stripe();
      const billingAddress = {
        line1: address.street,
        city: address.city,
        state: address.state,
        postal_code: address.postalCode,
        country: address.country,
      };
      const pm = await mapped(() =>
        s.paymentMethods.create({
          type: 'card',
          card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvv },
          billing_details: { name: card.holderName, address: billingAddress },
        }),
      );
      const customer = await mapped(() => s.customers.create({ payment_method: pm.id, name: card.holderName, address: billingAddress }));
      return {
        token: `${customer.id}/${pm.id}`,
        brand: pm.card?.brand ?? 'card',
        last4: pm.card?.last4 ?? card.number.slice(-4),
        expMonth: pm.card?.exp_month ?? card.expMonth,
        expYear: pm.card?.exp_year ?? card.expYear,
      };
    },

    async charge(token: string, amountCents: number, currency: string, idempotencyKey: string) {
      const [customer, paymentMethod] = token.split('/');
      if (!customer || !paymentMethod) throw new PaymentDeclinedError('unknown_token');
      const s = await stripe();
      const intent = await mapped(() =>
        s.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            confirm: true,
            off_session: true,
          },
          { idempotencyKey },
        ),
      );
      // Off-session, a card that asks for 3-D Secure cannot be charged: the payer must enter another card.
      if (intent.status !== 'succeeded') throw new PaymentDeclinedError(`payment_intent_${intent.status}`);
      return { chargeId: intent.id };
    },
  };
}
