import { ZPaymentMethodRequest, type PaymentMethod } from '@gembourse/contracts/billing';
import type { z } from 'zod';
import type { FormKitConfig } from '../../shared/forms/form-kit.ts';

/** What the card and billing address inputs hold (flat: the contract's `card.*` and `billingAddress.*`, renamed). */
export interface PaymentValues {
  /** The checkout's choice: charge the stored card, or the card typed below. */
  source?: 'stored' | 'new';
  cardNumber?: string;
  cardExpiry?: string;
  cardCvv?: string;
  holderName?: string;
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

/** The card and billing address as the contract takes them (POST /api/billing/payment-method, and a subscribe's). */
export type PaymentRequest = z.infer<typeof ZPaymentMethodRequest>;

/** The form's values as the contract's request: the same function checks the form and builds what is sent. */
export function toPaymentRequest(values: PaymentValues): z.input<typeof ZPaymentMethodRequest> {
  return {
    card: {
      number: values.cardNumber ?? '',
      expiry: values.cardExpiry ?? '',
      cvv: values.cardCvv ?? '',
      holderName: values.holderName ?? '',
    },
    billingAddress: {
      street: values.street ?? '',
      city: values.city ?? '',
      state: values.state?.trim() ? values.state : undefined,
      postalCode: values.postalCode ?? '',
      country: values.country ?? '',
    },
  };
}

/**
 * The payment form on the contract's ZPaymentMethodRequest (ZCardNumber with its Luhn check, ZCardExpiry, ZCvv of
 * exactly 3 digits, ZBillingAddress): the card rules' own messages are the `billing` namespace's (issue-kinds.ts),
 * the missing values are worded here.
 */
export const PAYMENT_KIT: FormKitConfig<PaymentValues> = {
  schema: ZPaymentMethodRequest,
  toRequest: toPaymentRequest,
  renames: {
    'card.number': 'cardNumber',
    'card.expiry': 'cardExpiry',
    'card.cvv': 'cardCvv',
    'card.holderName': 'holderName',
    'billingAddress.street': 'street',
    'billingAddress.city': 'city',
    'billingAddress.state': 'state',
    'billingAddress.postalCode': 'postalCode',
    'billingAddress.country': 'country',
  },
  fields: {
    cardNumber: { messages: { required: 'billing:validation.cardNumberRequired' } },
    cardExpiry: { messages: { required: 'billing:validation.cardExpiryRequired' } },
    cardCvv: { messages: { required: 'billing:validation.cvvRequired' } },
    holderName: { messages: { required: 'billing:validation.holderNameRequired' } },
    street: { messages: { required: 'billing:validation.streetRequired' } },
    city: { messages: { required: 'billing:validation.cityRequired' } },
    postalCode: { messages: { required: 'billing:validation.postalCodeRequired' } },
    country: { messages: { required: 'billing:validation.countryRequired', invalid: 'billing:validation.countryRequired' } },
  },
};

/** The card inputs: cleared after every attempt that reached the server, and whenever the form closes. */
export const CARD_SECRETS = ['cardNumber', 'cardCvv'] as const;

/** The billing address a new card starts from: the stored card's, so a payer who changes cards types it once. */
export function addressValues(method: PaymentMethod | null | undefined): PaymentValues {
  const a = method?.billingAddress;
  return a ? { street: a.street, city: a.city, state: a.state ?? '', postalCode: a.postalCode, country: a.country } : {};
}
