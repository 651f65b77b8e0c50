import { Activity, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLeaveGuardHost, useNavigationGuard } from './leave-guards.ts';

function Editor({ name, asked }: { name: string; asked: string[] }) {
  useNavigationGuard({
    shouldBlock: ({ nextLocation }) => nextLocation.pathname === '/away',
    onBlocked: (blocker) => {
      asked.push(name);
      blocker.reset?.();
    },
  });
  return <p>{name}</p>;
}

let show: (name: 'a' | 'b') => void = () => undefined;

/** Two editors kept alive in <Activity>, as the workspace keeps pages open in tabs; the host is the app's root. */
function Workspace({ asked }: { asked: string[] }) {
  useLeaveGuardHost();
  const [shown, setShown] = useState<'a' | 'b'>('a');
  show = setShown;
  return (
    <>
      <Activity mode={shown === 'a' ? 'visible' : 'hidden'}>
        <Editor name="a" asked={asked} />
      </Activity>
      <Activity mode={shown === 'b' ? 'visible' : 'hidden'}>
        <Editor name="b" asked={asked} />
      </Activity>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('one navigation blocker for the app (issue 9, item 12)', () => {
  it('asks the editor on screen only, and React Router never sees two blockers', async () => {
    const warn = vi.spyOn(console, 'warn');
    const asked: string[] = [];
    const router = createMemoryRouter([
      { path: '/', element: <Workspace asked={asked} /> },
      { path: '/away', element: <p>away</p> },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('a');
    // Switching tabs back and forth re-runs each editor's effects (the old useBlocker registered again each time).
    for (const name of ['b', 'a', 'b', 'a', 'b'] as const) await act(async () => show(name));

    await act(async () => router.navigate('/away'));
    await waitFor(() => expect(asked).toEqual(['b']));
    expect(router.state.location.pathname).toBe('/');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/one blocker/);
  });

  it('lets a navigation no guard objects to through', async () => {
    const asked: string[] = [];
    const router = createMemoryRouter([
      { path: '/', element: <Workspace asked={asked} /> },
      { path: '/away', element: <p>away</p> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('a');
    await act(async () => router.navigate('/elsewhere'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
