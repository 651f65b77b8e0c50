import { ErrorCode } from '@gembourse/contracts/errors';
import { AppError } from '../errors.ts';

// The payment provider behind the subscriptions (issue 13; docs/billing.md "Payment providers"). The card goes to the
// provider and only what `tokenize` answers is kept: a token, the brand, the last four digits and the expiry. The full
// number and the CVV live only in the request that carries them: never stored, never logged (app.ts redacts them).

/** The card as typed, digits only; handed to the provider and dropped. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
  holderName: string;
}

/** Where the card's statements go (the provider's address check). */
export interface CardBillingAddress {
  street: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
}

/** What is kept of a card. */
export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentProvider {
  /** Which provider this is: stored with the token (payment_methods.provider). */
  readonly name: string;
  /** Checks the card with the provider and answers a reusable token for it; nothing is charged. */
  tokenize(card: CardDetails, billingAddress: CardBillingAddress): Promise<CardToken>;
  /**
   * Charges a stored card. The same `idempotencyKey` never charges twice: a retry after a lost answer gets the first
   * charge's id back.
   */
  charge(token: string, amountCents: number, currency: string, idempotencyKey: string): Promise<{ chargeId: string }>;
}

/** The provider refused the card (declined, insufficient funds, fraud suspicion): another card is needed. */
export class PaymentDeclinedError extends Error {
  constructor(readonly reason: string) {
    super(`payment declined: ${reason}`);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider could not process the card this time (its outage, a processing error): the same card may work later. */
export class PaymentRetryError extends Error {
  constructor(readonly reason: string) {
    super(`payment not processed: ${reason}`);
    this.name = 'PaymentRetryError';
  }
}

/** A provider's refusal as the answer the caller gets (40200, 40201); anything else is rethrown as it is. */
export function paymentAppError(err: unknown): unknown {
  if (err instanceof PaymentDeclinedError)
    return new AppError(ErrorCode.PAYMENT_DECLINED, 'paymentDeclined', undefined, { reason: err.reason });
  if (err instanceof PaymentRetryError) return new AppError(ErrorCode.PAYMENT_RETRY, 'paymentRetry', undefined, { reason: err.reason });
  return err;
}

/** The card network of a number, by its leading digits (what the provider would answer; the test provider uses it). */
export function cardBrandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^62/.test(number)) return 'unionpay';
  if (/^35(2[89]|[3-8]\d)/.test(number)) return 'jcb';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'card';
}
