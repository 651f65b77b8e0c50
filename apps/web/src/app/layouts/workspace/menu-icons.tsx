import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  ControlOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  LineChartOutlined,
  LinkOutlined,
  MailOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * The antd icons a menu row may name (menuList.icon). An explicit map, not the whole icon package: an unknown name
 * simply shows no icon. Add a name here when the console starts offering it.
 */
const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  ControlOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  LineChartOutlined,
  LinkOutlined,
  MailOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
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
