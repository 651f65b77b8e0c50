import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ChatMessage, Conversation } from '@gembourse/contracts/messaging';
import type { ClientFrame } from '@gembourse/contracts/realtime';
import { AppProviders } from '../../../../app/providers.tsx';
import { createQueryClient } from '../../../../app/query-client.ts';
import { routes } from '../../../../app/router.tsx';
import { setNavigator } from '../../../../shared/navigation/navigator.ts';
import { setFrameSender } from '../../../../shared/realtime/realtime-bus.ts';
import { envelope } from '../../../../test/fixtures.ts';
import { ChatPanelHost } from '../../components/chat-panel-host.tsx';

// Test helpers of the chat (not shipped: only *.test.tsx files import them).

export const ME = 7;
export const PEER = 21;

/** A stored message; by default from the peer, to me. */
export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    conversationId: 1,
    senderId: PEER,
    kind: 'text',
    text: 'Hello',
    image: null,
    card: null,
    clientId: null,
    createdAt: new Date().toISOString(),
    deliveredAt: null,
    readAt: null,
    ...overrides,
  };
}

/** A conversation with the peer of Pearl River Jewellery. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 1,
    peer: {
      userId: PEER,
      name: 'Chen Wei',
      avatarUrl: null,
      jobTitle: 'Sales',
      companyId: 11,
      companyName: 'Pearl River Jewellery',
      active: true,
    },
    context: null,
    lastMessage: null,
    unread: 0,
    blockedByMe: false,
    blockedByPeer: false,
    lastMessageAt: new Date().toISOString(),
    ...overrides,
  };
}

type Handler = (url: string, body: unknown) => unknown;

/**
 * Stubs fetch: each path answers its handler's data in an envelope (a Response is answered as it is); anything else
 * an empty success. Returns the calls of a path with their parsed bodies.
 */
export function stubChatApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers[path];
    if (handler) {
      const answer = await handler(url, body);
      return answer instanceof Response ? answer : envelope(answer);
    }
    if (path === '/api/app/info') return envelope({ demo: false, version: 't', demoAccounts: [], payloadEncryption: false });
    if (path === '/api/accounts/notifications') return envelope({ messageSound: false });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (p: string) =>
    fetchMock.mock.calls
      .filter(([u]) => String(u).split('?')[0] === p)
      .map(([u, init]) => ({ url: String(u), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined }));
  return { fetchMock, callsTo };
}

/** A socket stand-in on the realtime bus: records the frames sent; `open: false` makes sends fall back to HTTP. */
export function fakeSocket(open = true) {
  const frames: ClientFrame[] = [];
  setFrameSender(open ? (frame) => (frames.push(frame), true) : null);
  return { frames };
}

/** Renders the route table with the panel host beside it, as the root layout mounts it. */
export function renderWithPanel(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ChatPanelHost />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
