import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PERM } from '@gembourse/contracts/permissions';
import { Perm } from './use-permission.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { makeUser } from '../../test/fixtures.ts';

/** Renders an "Add" control gated by showroom:product:add and a "Delete" one gated by showroom:product:delete. */
function renderControls() {
  render(
    <div>
      <Perm code={PERM.showroomProductAdd}>
        <button>Add product</button>
      </Perm>
      <Perm code={PERM.showroomProductDelete}>
        <button>Delete product</button>
      </Perm>
    </div>,
  );
  return {
    add: screen.queryByRole('button', { name: 'Add product' }),
    remove: screen.queryByRole('button', { name: 'Delete product' }),
  };
}

describe('<Perm> (SPEC §6, decided by the same allows() as the server)', () => {
  afterEach(() => useSessionStore.setState({ userInfo: null }));

  it('keeps only the controls whose permission point the role holds', () => {
    useSessionStore.setState({ userInfo: makeUser({ permissions: [{ menuId: 9, webPerms: PERM.showroomProductAdd }] }) });
    const { add, remove } = renderControls();
    expect(add).toBeTruthy();
    expect(remove).toBeNull();
  });

  it('lets platform administrators pass every check', () => {
    useSessionStore.setState({ userInfo: makeUser({ administratorFlag: true, permissions: [] }) });
    const { add, remove } = renderControls();
    expect([Boolean(add), Boolean(remove)]).toEqual([true, true]);
  });

  it('keeps the controls when the permission list is missing, and removes them for a guest', () => {
    useSessionStore.setState({ userInfo: makeUser({ permissions: undefined }) });
    expect(Boolean(renderControls().add)).toBe(true);
    document.body.innerHTML = '';
    useSessionStore.setState({ userInfo: null });
    expect(renderControls().add).toBeNull();
  });
});
