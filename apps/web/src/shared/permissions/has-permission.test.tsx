import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { hasPermission } from './has-permission.ts';
import { Perm } from './use-permission.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { makeUser } from '../../test/fixtures.ts';

describe('hasPermission (SPEC §6)', () => {
  it('lets administrators pass every check', () => {
    expect(hasPermission('product:delete', { administratorFlag: true, permissions: [] })).toBe(true);
  });

  it('keeps the control when the permission list is missing', () => {
    expect(hasPermission('product:delete', { administratorFlag: false })).toBe(true);
    expect(hasPermission('product:delete', null)).toBe(true);
  });

  it('passes only with an entry whose webPerms equals the code', () => {
    const user = { administratorFlag: false, permissions: [{ menuId: 1, webPerms: 'product:add' }] };
    expect(hasPermission('product:add', user)).toBe(true);
    expect(hasPermission('product:delete', user)).toBe(false);
    expect(hasPermission('product', user)).toBe(false);
    expect(hasPermission('product:add', { administratorFlag: false, permissions: [] })).toBe(false);
  });
});

describe('<Perm>', () => {
  afterEach(() => useSessionStore.setState({ userInfo: null }));

  it('removes its children when the check fails and keeps them when it passes', () => {
    useSessionStore.setState({ userInfo: makeUser({ permissions: [{ menuId: 9, webPerms: 'user:add' }] }) });
    render(
      <div>
        <Perm code="user:add">
          <button>Add user</button>
        </Perm>
        <Perm code="user:delete">
          <button>Delete user</button>
        </Perm>
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
  });
});
