import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { menuRow } from '../../../shared/session/test-menus.ts';
import { knowsIcon } from './menu-icons.tsx';
import { SideMenu } from './side-menu.tsx';

const rows = [
  menuRow({ menuId: 1, menuType: 1, menuName: 'Showroom', icon: 'ShopOutlined', sort: 1 }),
  menuRow({ menuId: 11, parentId: 1, menuName: 'ShowroomBrand', path: '/home/showroom-brand', sort: 2 }),
  menuRow({ menuId: 12, parentId: 1, menuName: 'ShowroomProduct', path: '/home/showroom-product', sort: 1 }),
  menuRow({ menuId: 13, parentId: 1, menuName: 'ShowroomPrivacy', path: '/home/showroom-privacy', visibleFlag: false }),
  menuRow({ menuId: 14, parentId: 1, menuName: 'ShowroomSetting', path: '/home/showroom-setting', disabledFlag: true }),
  menuRow({ menuId: 15, parentId: 12, menuType: 3, menuName: 'showroom-product-add', webPerms: 'showroom:product:add' }),
  menuRow({ menuId: 2, menuType: 1, menuName: 'Resources', menuTitle: 'menu.Resources', sort: 2 }),
  menuRow({
    menuId: 21,
    parentId: 2,
    menuName: 'Tutorial',
    menuTitle: 'menu.Tutorial',
    frameUrl: 'https://www.youtube.com/embed/x',
    sort: 1,
  }),
  menuRow({ menuId: 22, parentId: 2, menuName: 'Coming', menuTitle: 'menu.Coming', sort: 2 }),
  menuRow({ menuId: 3, menuName: 'MyProfile', path: '/home/my-profile', icon: 'UserOutlined', sort: 3 }),
  menuRow({ menuId: 4, menuName: 'Elsewhere', path: 'https://example.org/', sort: 4 }),
];

function renderMenu(props: Partial<Parameters<typeof SideMenu>[0]> = {}) {
  const onNavigate = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SideMenu menus={rows} mode="inline" theme="dark" selectedMenuId={12} onNavigate={onNavigate} {...props} />
    </I18nextProvider>,
  );
  return onNavigate;
}

describe('side menu from menuList', () => {
  it('nests catalogs (type 1) and menus (type 2) by parentId in sort order, without hidden, disabled and permission rows', () => {
    renderMenu();
    const menu = screen.getAllByRole('menu')[0];
    // Showroom is unfolded because its child is the page on screen.
    const showroom = within(menu)
      .getByRole('menuitem', { name: /Showroom/ })
      .closest('li')!;
    expect(
      within(showroom)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Showroom', 'Products', 'Brands']);
    expect(screen.queryByText('Privacy')).toBeNull();
    expect(screen.queryByText('Showroom settings')).toBeNull();
    expect(screen.queryByText('Add products')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Products' }).className).toContain('ant-menu-item-selected');
    // Icons come from the explicit map.
    expect(knowsIcon('ShopOutlined') && knowsIcon('LineChartOutlined') && knowsIcon('TeamOutlined') && knowsIcon('UserOutlined')).toBe(
      true,
    );
    expect(document.querySelector('.anticon-shop')).not.toBeNull();
  });

  it('navigates to a path, opens a frame entry in the frame page, and sends external paths to a new browser tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const onNavigate = renderMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Brands' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/home/showroom-brand');
    await userEvent.click(screen.getByRole('menuitem', { name: /Resources/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tutorial' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/home/frame?menuId=21');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Elsewhere' }));
    expect(open).toHaveBeenCalledWith('https://example.org/', '_blank', 'noopener,noreferrer');
    expect(onNavigate).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });

  it('renders an entry with neither path nor frame URL as a group title that cannot be clicked', async () => {
    const onNavigate = renderMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: /Resources/ }));
    const title = await screen.findByText('Coming');
    expect(title.closest('[role="menuitem"]')).toBeNull();
    expect(title.closest('.ant-menu-item-group')).not.toBeNull();
    await userEvent.click(title);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('the flat pattern shows every entry unfolded under group titles', () => {
    renderMenu({ flat: true, selectedMenuId: undefined });
    expect(screen.getByRole('menuitem', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Tutorial' })).toBeTruthy();
    expect(screen.getByText('Showroom').closest('[role="menuitem"]')).toBeNull();
  });

  it('shows live counts beside their entries, and a dot on a folded catalog that holds one (issue 12)', () => {
    renderMenu({ selectedMenuId: 3, counts: { 12: 4, 3: 0 } });
    const menu = screen.getAllByRole('menu')[0];
    // Showroom is folded (the page on screen is My profile): its title carries a dot for the count inside.
    const showroom = within(menu).getByRole('menuitem', { name: /Showroom/ });
    expect(showroom.querySelector('.ant-badge-dot')).not.toBeNull();
    // A zero count shows nothing.
    expect(
      within(menu)
        .getByRole('menuitem', { name: /profile/i })
        .querySelector('.ant-badge'),
    ).toBeNull();
  });

  it('shows the count beside an unfolded entry', () => {
    renderMenu({ counts: { 12: 4 } });
    const products = within(screen.getAllByRole('menu')[0]).getByRole('menuitem', { name: /Products/ });
    expect(products.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('4');
  });
});
