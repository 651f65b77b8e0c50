import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './format.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it("says how long ago a recent moment was, in the viewer's language", () => {
    expect(formatRelativeTime(ago(20), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(90 * 60), 'en', NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(26 * 3600), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(5 * 60), 'zh-cn', NOW)).toMatch(/^5\s?分钟前$/);
    expect(formatRelativeTime(ago(5 * 60), 'tr', NOW)).toBe('5 dakika önce');
  });

  it('gives an older moment as its date, reads a clock slightly ahead as now, and an unparsable value as nothing', () => {
    expect(formatRelativeTime(ago(9 * 86400), 'en', NOW)).toBe(formatDate(ago(9 * 86400), 'en'));
    expect(formatRelativeTime(new Date(NOW + 3000), 'en', NOW)).toBe('now');
    expect(formatRelativeTime('not a date', 'en', NOW)).toBe('');
  });
});
