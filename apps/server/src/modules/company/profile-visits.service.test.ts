import { afterEach, describe, expect, it, vi } from 'vitest';
import { countedVisits, GUEST_VISITS_PER_NETWORK, type ProfileVisit } from './profile-visit-policy.ts';
import type { ProfileVisitsRepository } from './profile-visits.repository.ts';
import { PROFILE_VISITS_JOB, profileVisitsService, VISITS_PER_JOB } from './profile-visits.service.ts';

// The buffer in front of the profile-visits job, with a stand-in queue: what is sent, when, and what is kept.

type Sent = { name: string; data: { visits: ProfileVisit[] } };

function setup(opts: { failSends?: number } = {}) {
  const sent: Sent[] = [];
  let failures = opts.failSends ?? 0;
  const jobs = {
    define: vi.fn(),
    send: vi.fn(async (name: string, data: object) => {
      if (failures > 0) {
        failures--;
        throw new Error('database unavailable');
      }
      sent.push({ name, data: data as Sent['data'] });
      return 'job-id';
    }),
  };
  const log = { warn: vi.fn() };
  const visits = profileVisitsService({ repo: {} as ProfileVisitsRepository, jobs, flushSeconds: 5, log });
  return { visits, sent, jobs, log };
}

const member = (userId: number) => ({ kind: 'member' as const, userId, companyId: 900 });
const guest = (device: string, network = 'net-a') => ({ kind: 'guest' as const, device, network });

afterEach(() => vi.useRealTimers());

describe('profile visits buffer', () => {
  it('defines its job and sends nothing until the flush, then the whole buffer as one job', async () => {
    const { visits, sent, jobs } = setup();
    expect(jobs.define).toHaveBeenCalledWith(
      PROFILE_VISITS_JOB,
      expect.objectContaining({ retryLimit: expect.any(Number) }),
      expect.any(Function),
    );
    visits.record(1, member(7));
    visits.record(2, member(7));
    visits.record(1, guest('d1'));
    expect(jobs.send).not.toHaveBeenCalled();
    expect(visits.pending()).toBe(3);
    await visits.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].data.visits.map((v) => v.companyId)).toEqual([1, 2, 1]);
    expect(visits.pending()).toBe(0);
    await visits.flush();
    expect(sent).toHaveLength(1);
  });

  it('keeps one entry per visitor, company and day, and a network only as many guests as could count', async () => {
    const { visits } = setup();
    const noon = new Date('2026-03-01T12:00:00Z');
    visits.record(1, member(7), noon);
    visits.record(1, member(7), new Date('2026-03-01T23:59:00Z'));
    visits.record(1, member(7), new Date('2026-03-02T00:01:00Z'));
    expect(visits.pending()).toBe(2);
    for (let i = 0; i < GUEST_VISITS_PER_NETWORK + 5; i++) visits.record(1, guest(`d${i}`), noon);
    visits.record(1, guest('other', 'net-b'), noon);
    expect(visits.pending()).toBe(2 + GUEST_VISITS_PER_NETWORK + 1);
  });

  it('flushes by itself a few seconds after the first visit, and at once when a job is full', async () => {
    vi.useFakeTimers();
    const { visits, sent } = setup();
    visits.record(1, member(1));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sent).toHaveLength(1);
    for (let i = 0; i < VISITS_PER_JOB; i++) visits.record(1, member(1000 + i));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1].data.visits).toHaveLength(VISITS_PER_JOB);
  });

  it('keeps the visits when the job cannot be sent, and sends them with the next flush', async () => {
    const { visits, sent, log } = setup({ failSends: 1 });
    visits.record(1, member(1));
    visits.record(1, member(2));
    await visits.flush();
    expect(sent).toHaveLength(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(visits.pending()).toBe(2);
    visits.record(1, member(2));
    await visits.flush();
    expect(sent[0].data.visits.map((v) => v.visitor)).toEqual([member(1), member(2)]);
  });

  it('sends what is left on close, and notes nothing after', async () => {
    const { visits, sent } = setup();
    visits.record(3, member(1));
    await visits.close();
    expect(sent).toHaveLength(1);
    visits.record(3, member(2));
    expect(visits.pending()).toBe(0);
  });
});

describe('which visits count', () => {
  const at = '2026-03-01T10:00:00.000Z';
  it('counts a visitor once a day, given what was recorded, and caps a network at the limit', () => {
    const recorded = [
      { companyId: 1, visitorUserId: 7, device: null, createdAt: new Date('2026-03-01T01:00:00Z') },
      { companyId: 1, visitorUserId: 8, device: null, createdAt: new Date('2026-02-28T23:00:00Z') },
      ...Array.from({ length: GUEST_VISITS_PER_NETWORK - 1 }, (_, i) => ({
        companyId: 1,
        visitorUserId: null,
        device: `net-a/old-${i}`,
        createdAt: new Date('2026-03-01T02:00:00Z'),
      })),
    ];
    const visits: ProfileVisit[] = [
      { companyId: 1, at, visitor: member(7) }, // counted earlier today
      { companyId: 1, at, visitor: member(8) }, // yesterday's does not count today
      { companyId: 2, at, visitor: member(7) }, // another company
      { companyId: 1, at, visitor: guest('old-0') }, // counted earlier today
      { companyId: 1, at, visitor: guest('new-1') }, // the network's last place today
      { companyId: 1, at, visitor: guest('new-2') }, // over the cap
      { companyId: 1, at, visitor: guest('new-3', 'net-b') },
    ];
    expect(countedVisits(visits, recorded).map((v) => [v.companyId, v.visitor])).toEqual([
      [1, member(8)],
      [2, member(7)],
      [1, guest('new-1')],
      [1, guest('new-3', 'net-b')],
    ]);
  });
});
