import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  ControlOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EyeOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  TrademarkOutlined,
  UsergroupAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuIconName } from '@gembourse/contracts/pages';

/**
 * The antd icons a menu row may name (menuList.icon): every icon of the page table's menu (MENU_ICONS in
 * packages/contracts/src/pages.ts; tsc fails here when one is missing) and a few more for rows the console adds. An
 * explicit map, not the whole icon package: an unknown name simply shows no icon.
 */
const ICONS: Record<MenuIconName, ComponentType> & Record<string, ComponentType> = {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  ControlOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EyeOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  TrademarkOutlined,
  UsergroupAddOutlined,
  UserOutlined,
};

/** The icon element of a menu row's icon name, or undefined. */
export function menuIcon(name: string | null | undefined) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon /> : undefined;
}

/** Whether an icon name is one the map knows (tests). */
export function knowsIcon(name: string): boolean {
  return name in ICONS;
}
