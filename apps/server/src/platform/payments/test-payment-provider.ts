import { createHash, randomBytes } from 'node:crypto';
import { TEST_CARDS } from '@gembourse/contracts/billing';
import {
  cardBrandOf,
  PaymentDeclinedError,
  PaymentRetryError,
  type CardBillingAddress,
  type CardDetails,
  type CardToken,
  type PaymentProvider,
} from './payment-provider.ts';

// The built-in provider (PAYMENT_PROVIDER=test, the default): no network, no money. It behaves as a real provider's
// test mode does with the documented TEST_CARDS (docs/billing.md "Test cards"): one is declined when it is checked,
// one asks to try again, one is accepted but its charges fail for insufficient funds; every other number that passes
// the Luhn check works. What a token will do is written into it (never the number), so it holds across processes
// and restarts without a store of its own.

/** What a stored test card does when charged. */
type Behaviour = 'ok' | 'nofunds';
const TOKEN = /^tok_test_(ok|nofunds)_[0-9a-f]{16,}$/;

/** The built-in test provider. */
export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'test',

    async tokenize(card: CardDetails, _billingAddress: CardBillingAddress): Promise<CardToken> {
      if (card.number === TEST_CARDS.declined) throw new PaymentDeclinedError('card_declined');
      if (card.number === TEST_CARDS.retry) throw new PaymentRetryError('processing_error');
      const behaviour: Behaviour = card.number === TEST_CARDS.insufficientFunds ? 'nofunds' : 'ok';
      return {
        token: `tok_test_${behaviour}_${randomBytes(12).toString('hex')}`,
        brand: cardBrandOf(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    async charge(token: string, amountCents: number, _currency: string, idempotencyKey: string) {
      const m = TOKEN.exec(token);
      if (!m) throw new PaymentDeclinedError('unknown_token');
      if (m[1] === 'nofunds') throw new PaymentDeclinedError('insufficient_funds');
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`charge of ${amountCents} cents`);
      // The same key answers the same charge, as a real provider's idempotency keys do.
      return { chargeId: `ch_test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` };
    },
  };
}

/** A stored token of the test provider that charges successfully (the demo seed's cards). */
export const testTokenOf = (seed: string) => `tok_test_ok_${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;
