import { describe, expect, it } from 'vitest';
import { requestIds } from './request-id.ts';

describe('request ids', () => {
  it('never repeat within a process, nor between two processes (instances) writing to one log', () => {
    const a = requestIds();
    const b = requestIds();
    const ids = [...Array(1000)].flatMap(() => [a(), b()]);
    expect(new Set(ids).size).toBe(2000);
    expect(a()).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });
});
