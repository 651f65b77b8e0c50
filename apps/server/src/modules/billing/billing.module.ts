import type { CoreDeps } from '../../services.ts';
import { paymentProviderOf } from '../../platform/payments/payment-providers.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { billingRenewal } from './billing-renewal.ts';
import { billingRepository } from './billing.repository.ts';
import { billingService } from './billing.service.ts';
import { planLimitsService } from './plan-limits.ts';

/**
 * Subscriptions, payment and billing (issue 13): the plan limits other modules check before they add members or
 * products (`planLimits`), the billing endpoints' service, and the hourly renewal job. The payment provider is the
 * configuration's (PAYMENT_PROVIDER) unless `provider` is given (tests).
 */
export function billingModule(core: CoreDeps, provider: PaymentProvider = paymentProviderOf(core.config)) {
  const { db, jobs, config } = core;
  const log = core.log.child({ part: 'billing' });
  if (provider.name === 'test' && !config.demo) {
    log.warn('PAYMENT_PROVIDER is test: cards are not charged (docs/billing.md); set PAYMENT_PROVIDER=stripe to take payments');
  }
  const repo = billingRepository(db);
  return {
    planLimits: planLimitsService({ db }),
    billing: billingService({ repo, provider }),
    billingRenewal: billingRenewal({ repo, provider, jobs, log }),
  };
}
