import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubScreenWidth } from '../../../test/screen.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { emitServerEvent, setFrameSender } from '../../../shared/realtime/realtime-bus.ts';
import { resetSessionStore, setUserInfo } from '../../../shared/session/session-store.ts';
import { setToken } from '../../../shared/storage/token-store.ts';
import { mergeMessages, resetChatStore } from './chat-store.ts';
import { fakeSocket, makeConversation, makeMessage, ME, stubChatApi } from './test/chat-fixtures.tsx';

// The new-message sound of SPEC §3 follows the member's `messageSound` preference, plays for the peer's messages only,
// and once however many copies of a message arrive. Stored messages merge by id, and a receipt never goes back.

let tones = 0;
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createGain = () => ({ gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() });
  createOscillator = () => {
    tones += 1;
    return { type: 'sine', frequency: { setValueAtTime: vi.fn() }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  };
}

function open(sound: boolean) {
  fakeSocket();
  const api = stubChatApi({
    '/api/accounts/notifications': () => ({ messageSound: sound }),
    '/im-api/conversation/list': () => ({ list: [makeConversation()], hasMore: false, next: null }),
  });
  renderApp('/home/messages?language=en');
  return api;
}

beforeEach(async () => {
  tones = 0;
  resetSessionStore();
  resetChatStore();
  setToken('tok', true);
  setUserInfo(makeUser({ id: ME, companyId: 3, join_type: 'buyer' }));
  stubScreenWidth(1366);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  await setLocale('en');
});
afterEach(() => {
  setFrameSender(null);
  vi.unstubAllGlobals();
});

describe('new-message sound', () => {
  it('chimes once for a message from the peer when the preference is on', async () => {
    open(true);
    expect(await screen.findByText('Chen Wei')).toBeTruthy();
    // The preference loads with the page: new messages arrive until one finds it loaded.
    let id = 300;
    await waitFor(() => {
      id += 1;
      act(() => emitServerEvent({ type: 'message', message: makeMessage({ id }) }));
      expect(tones).toBeGreaterThan(0);
    });
    const after = tones;
    act(() => emitServerEvent({ type: 'message', message: makeMessage({ id }) }));
    act(() => emitServerEvent({ type: 'message', message: makeMessage({ id: id + 1, senderId: ME }) }));
    expect(tones).toBe(after);
  });

  it('stays silent when the preference is off', async () => {
    const calls = open(false);
    expect(await screen.findByText('Chen Wei')).toBeTruthy();
    await waitFor(() => expect(calls.callsTo('/api/accounts/notifications')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    act(() => emitServerEvent({ type: 'message', message: makeMessage({ id: 400 }) }));
    expect(tones).toBe(0);
  });
});

describe('merging stored messages', () => {
  it('keeps one copy per id, oldest first, and never loses a receipt', () => {
    const read = makeMessage({ id: 2, senderId: ME, deliveredAt: '2026-03-01T10:00:00Z', readAt: '2026-03-01T10:01:00Z' });
    const merged = mergeMessages([read, makeMessage({ id: 1 })], [makeMessage({ id: 2, senderId: ME }), makeMessage({ id: 3 })]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[1]).toMatchObject({ deliveredAt: '2026-03-01T10:00:00Z', readAt: '2026-03-01T10:01:00Z' });
  });
});
