import { describe, expect, it } from 'vitest';
import { addCycle, decide, prorate, taxed, upgradeCharge, type Current } from './billing-rules.ts';

const free = { id: 1, sort: 0, priceMonthlyCents: 0, priceYearlyCents: 0, free: true };
const pro = { id: 2, sort: 1, priceMonthlyCents: 4900, priceYearlyCents: 49000, free: false };
const business = { id: 3, sort: 2, priceMonthlyCents: 14900, priceYearlyCents: 149000, free: false };
const onPro = (over: Partial<Current> = {}): Current => ({
  plan: pro,
  cycle: 'monthly',
  currentPeriodStart: '2026-03-01',
  currentPeriodEnd: '2026-04-01',
  cancelAtPeriodEnd: false,
  nextPlanId: null,
  ...over,
});

describe('billing rules', () => {
  it('ends periods on the anchor day, clamped to short months, and comes back to it', () => {
    expect(addCycle('2026-01-31', 'monthly', 31)).toBe('2026-02-28');
    expect(addCycle('2026-02-28', 'monthly', 31)).toBe('2026-03-31');
    expect(addCycle('2028-01-31', 'monthly', 31)).toBe('2028-02-29');
    expect(addCycle('2026-12-15', 'monthly', 15)).toBe('2027-01-15');
    expect(addCycle('2028-02-29', 'yearly', 29)).toBe('2029-02-28');
  });

  it('decides what choosing a plan does', () => {
    expect(decide(null, free, 'monthly')).toBe('same');
    expect(decide(null, pro, 'monthly')).toBe('new');
    expect(decide(onPro(), free, 'monthly')).toBe('cancel');
    expect(decide(onPro(), pro, 'monthly')).toBe('same');
    expect(decide(onPro({ cancelAtPeriodEnd: true }), pro, 'monthly')).toBe('resume');
    expect(decide(onPro({ nextPlanId: 1 }), pro, 'monthly')).toBe('resume');
    expect(decide(onPro(), business, 'monthly')).toBe('upgrade');
    expect(decide(onPro(), business, 'yearly')).toBe('upgrade');
    expect(decide(onPro(), pro, 'yearly')).toBe('upgrade');
    expect(decide(onPro({ cycle: 'yearly' }), pro, 'monthly')).toBe('schedule');
    expect(decide({ ...onPro(), plan: business }, pro, 'yearly')).toBe('schedule');
  });

  it('charges an upgrade the difference for the days left, or a new period less the unused days', () => {
    // 31-day March, 10 days left.
    expect(upgradeCharge(onPro(), business, 'monthly', '2026-03-22')).toEqual({
      newPeriod: false,
      lines: [{ kind: 'upgrade', amountCents: Math.round((10000 * 10) / 31) }],
      subtotalCents: 3226,
    });
    expect(upgradeCharge(onPro(), pro, 'yearly', '2026-03-22')).toEqual({
      newPeriod: true,
      lines: [
        { kind: 'subscription', amountCents: 49000 },
        { kind: 'credit', amountCents: -1581 },
      ],
      subtotalCents: 47419,
    });
    expect(prorate(4900, 0, 31)).toBe(0);
    expect(prorate(4900, 40, 31)).toBe(4900);
  });

  it('adds VAT by billing country in basis points', () => {
    expect(taxed(4900, 'TR')).toEqual({ taxRateBp: 2000, taxCents: 980, totalCents: 5880 });
    expect(taxed(4900, 'de')).toEqual({ taxRateBp: 1900, taxCents: 931, totalCents: 5831 });
    expect(taxed(4900, 'CN')).toEqual({ taxRateBp: 600, taxCents: 294, totalCents: 5194 });
    expect(taxed(4900, 'HK')).toEqual({ taxRateBp: 0, taxCents: 0, totalCents: 4900 });
  });
});
