import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_LIMITS } from '@gembourse/contracts/messaging';
import type { ClientFrame } from '@gembourse/contracts/realtime';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubScreenWidth } from '../../../test/screen.ts';
import { setLocale } from '../../../shared/i18n/locale-store.ts';
import { emitReconnected, emitServerEvent, setFrameSender } from '../../../shared/realtime/realtime-bus.ts';
import { resetSessionStore, setUserInfo, useSessionStore } from '../../../shared/session/session-store.ts';
import { setToken } from '../../../shared/storage/token-store.ts';
import { resetSends } from './chat-send.ts';
import { resetChatStore } from './chat-store.ts';
import { resetReceipts } from './chat-thread.ts';
import { fakeSocket, makeConversation, makeMessage, ME, stubChatApi } from './test/chat-fixtures.tsx';

// /home/messages?c=1 on a wide screen: the list beside the open conversation. What a member sees of sending (at once,
// then stored, or refused with the server's reason and a retry), of receipts, of live messages and of a reconnect.

const LIST = '/im-api/conversation/list';
const ONE = '/im-api/conversation/1';
const HISTORY = '/im-api/conversation/1/messages';
const SEND = '/im-api/message/send';
const SYNC = '/im-api/message/sync';

const page = (list = [makeConversation()]) => ({ list, hasMore: false, next: null });

function chatApi(extra: Record<string, (url: string, body: unknown) => unknown> = {}) {
  return stubChatApi({
    [LIST]: () => page(),
    [ONE]: () => makeConversation(),
    [HISTORY]: () => ({ list: [makeMessage({ id: 100, text: 'Is the strand still available?' })], hasMore: false }),
    ...extra,
  });
}

const sends = (frames: ClientFrame[]) => frames.filter((f): f is Extract<ClientFrame, { type: 'send' }> => f.type === 'send');
const log = () => screen.getByRole('log');
const emit = (event: Parameters<typeof emitServerEvent>[0]) => act(() => emitServerEvent(event));

async function write(text: string) {
  const box = await screen.findByLabelText('Message');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

beforeEach(async () => {
  resetSessionStore();
  resetChatStore();
  resetSends();
  resetReceipts();
  setToken('tok', true);
  setUserInfo(makeUser({ id: ME, companyId: 3, join_type: 'buyer' }));
  stubScreenWidth(1366);
  await setLocale('en');
});
afterEach(() => {
  setFrameSender(null);
  vi.unstubAllGlobals();
});

describe('a conversation', () => {
  it('shows a message at once as sending, then as sent, delivered and read as the receipts arrive', async () => {
    const socket = fakeSocket();
    chatApi();
    renderApp('/home/messages?c=1&language=en');
    expect(await within(await screen.findByRole('log')).findByText('Is the strand still available?')).toBeTruthy();

    await write('Yes, 12 strands in stock.');
    const [frame] = sends(socket.frames);
    expect(frame?.message).toMatchObject({ conversationId: 1, kind: 'text', text: 'Yes, 12 strands in stock.' });
    expect(frame?.ref).toBe(frame?.message.clientId);
    expect(within(log()).getByText('Yes, 12 strands in stock.')).toBeTruthy();
    expect(within(log()).getByRole('img', { name: 'Sending' })).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');

    const stored = makeMessage({ id: 101, senderId: ME, text: 'Yes, 12 strands in stock.', clientId: frame?.message.clientId ?? null });
    emit({ type: 'sent', ref: frame?.ref, message: stored });
    expect(within(log()).queryByRole('img', { name: 'Sending' })).toBeNull();
    expect(within(log()).getByRole('img', { name: 'Sent' })).toBeTruthy();
    // The socket's own `message` copy of the same message changes nothing.
    emit({ type: 'message', message: stored });
    expect(within(log()).getAllByText('Yes, 12 strands in stock.')).toHaveLength(1);

    emit({ type: 'receipt', conversationId: 1, deliveredUpTo: 101, readUpTo: null });
    expect(within(log()).getByRole('img', { name: 'Delivered' })).toBeTruthy();
    emit({ type: 'receipt', conversationId: 1, deliveredUpTo: 101, readUpTo: 101 });
    const read = within(log()).getByRole('img', { name: 'Read' });
    expect(read.classList.contains('gb-chat-ticks--read')).toBe(true);
  });

  it('shows the server’s refusal on the message and retries with the same clientId', async () => {
    const socket = fakeSocket();
    chatApi();
    renderApp('/home/messages?c=1&language=en');
    await write('Price for 50 pieces?');
    const [first] = sends(socket.frames);
    emit({ type: 'error', ref: first?.ref, code: 42900, msg: 'Too many messages: wait a few seconds.' });
    expect(await within(log()).findByText('Too many messages: wait a few seconds.')).toBeTruthy();

    fireEvent.click(within(log()).getByText('Retry'));
    const [, second] = sends(socket.frames);
    expect(second?.message.clientId).toBe(first?.message.clientId);
    expect(within(log()).queryByText('Too many messages: wait a few seconds.')).toBeNull();
    expect(within(log()).getByRole('img', { name: 'Sending' })).toBeTruthy();
  });

  it('sends over HTTP when no socket is open', async () => {
    fakeSocket(false);
    const api = chatApi({
      [SEND]: (_url, body) => makeMessage({ id: 102, senderId: ME, text: 'By HTTP', clientId: (body as { clientId: string }).clientId }),
    });
    renderApp('/home/messages?c=1&language=en');
    await write('By HTTP');
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expect(api.callsTo(SEND)[0]?.body).toMatchObject({ conversationId: 1, kind: 'text', text: 'By HTTP', clientId: expect.any(String) });
    expect(await within(log()).findByRole('img', { name: 'Sent' })).toBeTruthy();
  });

  it('reads what is on screen and what arrives while it is', async () => {
    const socket = fakeSocket();
    chatApi();
    renderApp('/home/messages?c=1&language=en');
    await within(await screen.findByRole('log')).findByText('Is the strand still available?');
    await waitFor(() => expect(socket.frames).toContainEqual({ type: 'read', conversationId: 1, upTo: 100 }));

    emit({ type: 'message', message: makeMessage({ id: 103, text: 'And the <b>price</b>?' }) });
    expect(within(log()).getByText('And the <b>price</b>?')).toBeTruthy();
    await waitFor(() => expect(socket.frames).toContainEqual({ type: 'read', conversationId: 1, upTo: 103 }));
  });

  it('names a card the reader may not see without showing it, in the history and the list (issue 28)', async () => {
    fakeSocket();
    const hidden = makeMessage({ id: 104, kind: 'product', text: '', card: null });
    chatApi({
      [LIST]: () => page([makeConversation({ lastMessage: hidden })]),
      [HISTORY]: () => ({ list: [hidden], hasMore: false }),
    });
    renderApp('/home/messages?c=1&language=en');
    expect(await within(await screen.findByRole('log')).findByText('Product no longer available')).toBeTruthy();
    expect(within(log()).queryByRole('link')).toBeNull();
    expect((await screen.findAllByText('Product no longer available')).length).toBe(2);
  });

  it('catches up after a reconnect from the last message seen', async () => {
    fakeSocket();
    const api = chatApi({
      // Without `after` the bookmark (where the member stands when the chat starts), with it what was missed.
      [SYNC]: (url) =>
        url.includes('after=')
          ? { messages: [makeMessage({ id: 104, text: 'Sent while you were away' })], hasMore: false, lastId: 104, unread: 0 }
          : { messages: [], hasMore: false, lastId: 100, unread: 0 },
    });
    renderApp('/home/messages?c=1&language=en');
    await within(await screen.findByRole('log')).findByText('Is the strand still available?');
    await waitFor(() => expect(api.callsTo(SYNC)).toHaveLength(1));
    expect(api.callsTo(SYNC)[0]?.url).not.toContain('after=');
    act(() => emitReconnected());
    await waitFor(() => expect(api.callsTo(SYNC)).toHaveLength(2));
    expect(api.callsTo(SYNC)[1]?.url).toContain('after=100');
    expect(await within(log()).findByText('Sent while you were away')).toBeTruthy();
  });

  it('loads the earlier messages before the oldest one shown', async () => {
    fakeSocket();
    const api = chatApi({
      [HISTORY]: (url) =>
        url.includes('before=')
          ? { list: [makeMessage({ id: 50, text: 'An older question' })], hasMore: false }
          : { list: [makeMessage({ id: 100, text: 'Is the strand still available?' })], hasMore: true },
    });
    renderApp('/home/messages?c=1&language=en');
    fireEvent.click(await within(await screen.findByRole('log')).findByText('Load earlier messages'));
    expect(await within(log()).findByText('An older question')).toBeTruthy();
    expect(api.callsTo(HISTORY).at(-1)?.url).toContain('before=100');
    const texts = [...log().querySelectorAll('.gb-chat-text')].map((n) => n.textContent);
    expect(texts).toEqual(['An older question', 'Is the strand still available?']);
    expect(within(log()).getByText('This is the start of the conversation')).toBeTruthy();
  });

  it('sends a photo through the image upload', async () => {
    const socket = fakeSocket();
    const api = chatApi({
      '/api/uploads/image': () => ({ url: '/uploads/chat/a.png', name: 'a.png', mime: 'image/png', bytes: 68, width: 800, height: 600 }),
    });
    renderApp('/home/messages?c=1&language=en');
    await screen.findByLabelText('Message');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'ring.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [png] } });
    await waitFor(() => expect(sends(socket.frames)).toHaveLength(1));
    expect(api.callsTo('/api/uploads/image')[0]?.url).toContain('purpose=chat');
    expect(sends(socket.frames)[0]?.message).toMatchObject({ conversationId: 1, kind: 'image', url: '/uploads/chat/a.png' });
    expect(within(log()).getByRole('img', { name: 'Photo' }).getAttribute('src')).toBe('/uploads/chat/a.png');
  });

  it('holds the composer to CHAT_LIMITS.textMax with a counter near it', async () => {
    fakeSocket();
    chatApi();
    renderApp('/home/messages?c=1&language=en');
    const box = await screen.findByLabelText('Message');
    const send = () => screen.getByText('Send', { selector: 'button *' }).closest('button') as HTMLButtonElement;
    fireEvent.change(box, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByText(`100 / ${CHAT_LIMITS.textMax}`)).toBeNull();
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_LIMITS.textMax) } });
    expect(screen.getByText(`${CHAT_LIMITS.textMax} / ${CHAT_LIMITS.textMax}`)).toBeTruthy();
    expect(send().hasAttribute('disabled')).toBe(false);
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_LIMITS.textMax + 1) } });
    expect(screen.getByText(`${CHAT_LIMITS.textMax + 1} / ${CHAT_LIMITS.textMax}`)).toBeTruthy();
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send().hasAttribute('disabled')).toBe(true);
  });

  it('says why the member cannot write to a peer who blocked them', async () => {
    fakeSocket();
    chatApi({ [ONE]: () => makeConversation({ blockedByPeer: true }) });
    renderApp('/home/messages?c=1&language=en');
    expect(await screen.findByText('This member does not accept your messages.')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).disabled).toBe(true);
  });
});

describe('the conversation menu', () => {
  it('reports the conversation to the organiser with a reason', async () => {
    fakeSocket();
    const api = chatApi({ '/im-api/conversation/1/report': () => null });
    renderApp('/home/messages?c=1&language=en');
    fireEvent.click(await screen.findByLabelText('Conversation options'));
    fireEvent.click(await screen.findByText('Report to the organiser'));
    const reason = await screen.findByLabelText('Reason');
    expect(reason.getAttribute('maxlength')).toBe(String(CHAT_LIMITS.reportReasonMax));
    fireEvent.click(screen.getByText('Send report'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.callsTo('/im-api/conversation/1/report')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: '  Asks for payment outside the platform.  ' } });
    fireEvent.click(screen.getByText('Send report'));
    await waitFor(() => expect(api.callsTo('/im-api/conversation/1/report')).toHaveLength(1));
    expect(api.callsTo('/im-api/conversation/1/report')[0]?.body).toEqual({ reason: 'Asks for payment outside the platform.' });
  });

  it('blocks the peer after a confirmation and refetches the conversation', async () => {
    fakeSocket();
    let blocked = false;
    const api = chatApi({
      [ONE]: () => makeConversation({ blockedByMe: blocked }),
      '/im-api/block/21': () => {
        blocked = true;
        return null;
      },
    });
    renderApp('/home/messages?c=1&language=en');
    fireEvent.click(await screen.findByLabelText('Conversation options'));
    fireEvent.click(await screen.findByText('Block'));
    fireEvent.click(await screen.findByText('Block', { selector: '.ant-modal-confirm-btns button *' }));
    await waitFor(() => expect(api.callsTo('/im-api/block/21')).toHaveLength(1));
    expect(await screen.findByText('You blocked this member. Unblock them to write again.')).toBeTruthy();
  });
});

describe('the conversation list', () => {
  it('shows unread counts and moves a conversation up with a new message', async () => {
    const socket = fakeSocket();
    const other = makeConversation({
      id: 2,
      unread: 0,
      peer: { ...makeConversation().peer, userId: 22, name: 'Ayşe Demir', companyName: 'Anatolia Gold' },
      lastMessage: makeMessage({ id: 90, conversationId: 2, senderId: 22, text: 'Thanks!' }),
    });
    chatApi({ [LIST]: () => page([makeConversation({ unread: 2, lastMessage: makeMessage({ id: 99 }) }), other]) });
    renderApp('/home/messages?language=en');
    expect(await screen.findByRole('button', { name: 'Open the conversation with Chen Wei, 2 unread messages' })).toBeTruthy();
    const names = () => [...document.querySelectorAll('.gb-chat-item__name')].map((n) => n.textContent);
    expect(names()).toEqual(['Chen Wei', 'Ayşe Demir']);

    emit({ type: 'message', message: makeMessage({ id: 105, conversationId: 2, senderId: 22, text: 'Our new catalogue is out' }) });
    // The list's cache is patched in place (TanStack Query tells its observers on the next tick).
    await waitFor(() => expect(names()).toEqual(['Ayşe Demir', 'Chen Wei']));
    expect(screen.getByRole('button', { name: 'Open the conversation with Ayşe Demir, 1 unread message' })).toBeTruthy();
    expect(screen.getByText('Our new catalogue is out')).toBeTruthy();
    // Not on screen: the peer learns it reached a device of mine, not that I read it.
    expect(socket.frames).toContainEqual({ type: 'delivered', conversationId: 2, upTo: 105 });
    expect(socket.frames.some((f) => f.type === 'read')).toBe(false);
  });

  it('loads the next page with the `next` cursor', async () => {
    fakeSocket();
    const api = chatApi({
      [LIST]: (url) =>
        url.includes('before=')
          ? page([makeConversation({ id: 3, peer: { ...makeConversation().peer, userId: 23, name: 'Lars Olsen' } })])
          : { list: [makeConversation()], hasMore: true, next: 'cursor-1' },
    });
    renderApp('/home/messages?language=en');
    fireEvent.click(await screen.findByText('Load more conversations'));
    expect(await screen.findByText('Lars Olsen')).toBeTruthy();
    expect(api.callsTo(LIST).at(-1)?.url).toContain('before=cursor-1');
    expect(screen.queryByText('Load more conversations')).toBeNull();
  });

  it('says so when there is no conversation yet', async () => {
    fakeSocket();
    chatApi({ [LIST]: () => page([]) });
    renderApp('/home/messages?language=en');
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
    expect(useSessionStore.getState().messagePanelOpen).toBe(false);
  });
});
