import type { AppConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripePaymentProvider } from './stripe-payment-provider.ts';
import { testPaymentProvider } from './test-payment-provider.ts';

/** The payment provider the configuration names (PAYMENT_PROVIDER; docs/configuration.md). */
export function paymentProviderOf(config: Pick<AppConfig, 'payments'>): PaymentProvider {
  const { provider, stripeSecretKey } = config.payments;
  if (provider === 'stripe') return stripePaymentProvider(stripeSecretKey!);
  return testPaymentProvider();
}
