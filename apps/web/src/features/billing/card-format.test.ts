import { describe, expect, it } from 'vitest';
import { BILLING_CYCLES } from '@gembourse/contracts/billing';
import { brandName, expiryText, formatCardNumber, formatCvv, formatExpiry } from './card-format.ts';
import { planActionOf } from './plan-actions.ts';
import { BUSINESS, FREE, overview, PRO, subscription } from './test/billing-fixtures.ts';

describe('the card inputs as typed', () => {
  it('groups a number as printed on the card, American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY, adding the slash while typing but not while deleting', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1230', '')).toBe('12/30');
    expect(formatExpiry('1/', '1')).toBe('01/');
    expect(formatExpiry('1/28', '')).toBe('01/28');
  });

  it('keeps digits of the CVV, one more than a CVV has so that 4 digits are refused with a message', () => {
    expect(formatCvv('12a34 5')).toBe('1234');
  });

  it('names the stored card as printed', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('mastercard')).toBe('Mastercard');
    expect(brandName('Other')).toBe('Other');
    expect(expiryText(3, 2031)).toBe('03/31');
  });
});

describe('what a plan card offers', () => {
  it('a company without a subscription subscribes to any paid plan, in either cycle', () => {
    for (const cycle of BILLING_CYCLES) {
      expect(planActionOf(FREE, cycle, overview())).toEqual({ kind: 'current' });
      expect(planActionOf(PRO, cycle, overview())).toEqual({ kind: 'subscribe' });
    }
  });

  it('a subscriber upgrades now, downgrades at the end of the period, and moves to free by cancelling', () => {
    const o = overview({ subscription: subscription(), effectivePlan: PRO });
    expect(planActionOf(PRO, 'monthly', o)).toEqual({ kind: 'current' });
    expect(planActionOf(PRO, 'yearly', o)).toEqual({ kind: 'upgrade', cycleOnly: true });
    expect(planActionOf(BUSINESS, 'monthly', o)).toEqual({ kind: 'upgrade', cycleOnly: false });
    expect(planActionOf(FREE, 'monthly', o)).toEqual({ kind: 'cancel' });
    const yearlyBusiness = overview({
      subscription: subscription({ plan: BUSINESS, cycle: 'yearly' }),
      usage: { products: 600, users: 3 },
    });
    expect(planActionOf(PRO, 'yearly', yearlyBusiness)).toEqual({
      kind: 'downgrade',
      cycleOnly: false,
      blocked: { products: true, users: false },
    });
    expect(planActionOf(BUSINESS, 'monthly', yearlyBusiness)).toMatchObject({ kind: 'downgrade', cycleOnly: true });
  });

  it('shows a scheduled downgrade or cancel as scheduled', () => {
    const o = overview({ subscription: subscription({ plan: BUSINESS, nextPlan: PRO, nextCycle: 'monthly' }) });
    expect(planActionOf(PRO, 'monthly', o)).toEqual({ kind: 'scheduled' });
    const cancelled = overview({ subscription: subscription({ cancelAtPeriodEnd: true }) });
    expect(planActionOf(FREE, 'monthly', cancelled)).toEqual({ kind: 'scheduled' });
  });
});
