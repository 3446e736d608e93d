import {
  AppstoreOutlined,
  BellOutlined,
  BuildOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FolderOutlined,
  FormOutlined,
  HomeOutlined,
  InboxOutlined,
  MessageOutlined,
  MonitorOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icons by their ant-design name (sys_permission.icon, api-contract 3.4). A fixed map keeps the
 * bundle small (importing every icon costs several hundred KB); unknown names get a neutral icon.
 */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  team: TeamOutlined,
  shop: ShopOutlined,
  swap: SwapOutlined,
  inbox: InboxOutlined,
  build: BuildOutlined,
  calculator: CalculatorOutlined,
  'shopping-cart': ShoppingCartOutlined,
  database: DatabaseOutlined,
  tool: ToolOutlined,
  folder: FolderOutlined,
  message: MessageOutlined,
  monitor: MonitorOutlined,
  setting: SettingOutlined,
  form: FormOutlined,
  table: TableOutlined,
  warning: WarningOutlined,
  user: UserOutlined,
  bell: BellOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  if (!name) return null;
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
