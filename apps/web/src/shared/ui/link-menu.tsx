import { Menu, type MenuProps } from 'antd';

/**
 * antd's Menu for a menu of links (the site's top navigation, the console's, the phone drawer's): Tab goes from link to
 * link. antd makes the list itself a tab stop (`<ul role="menu" tabindex="0">`, so that a menu of plain items, like the
 * workspace's, is reached and then walked with the arrow keys); here every entry is a link of its own, and the list's
 * stop was one more Tab that announced the whole menu as one item (issue 28).
 */
export function LinkMenu(props: Omit<MenuProps, 'tabIndex'>) {
  return <Menu {...props} tabIndex={-1} />;
}
