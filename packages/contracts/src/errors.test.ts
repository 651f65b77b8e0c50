import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusOf } from './errors.ts';

describe('business codes', () => {
  it('gives every code an HTTP status, and the SPEC codes their fixed values', () => {
    for (const code of Object.values(ErrorCode)) expect(httpStatusOf[code]).toBeGreaterThanOrEqual(200);
    expect(ErrorCode).toMatchObject({
      NO_SESSION: 30007,
      LOGGED_IN_ELSEWHERE: 30008,
      SESSION_REVOKED: 6680,
      REMINDER: 30010,
      REMINDER_ALT: 30011,
      REMINDER_LOGOUT: 30012,
      SILENT: 5001,
    });
  });

  it('keeps codes unique', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
  });
});
