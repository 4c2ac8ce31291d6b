import {
  HomeOutlined, DashboardOutlined, ProjectOutlined, BuildOutlined, ScissorOutlined, ToolOutlined, TagsOutlined, SafetyOutlined, ExportOutlined, FundProjectionScreenOutlined, ShoppingCartOutlined, RollbackOutlined, InboxOutlined, ShoppingOutlined, ContainerOutlined, BgColorsOutlined, ClusterOutlined, AccountBookOutlined, WalletOutlined, TransactionOutlined, MinusCircleOutlined, PlusCircleOutlined, DollarOutlined, LineChartOutlined, ContactsOutlined, DatabaseOutlined, BarChartOutlined, DesktopOutlined, SafetyCertificateOutlined, ApartmentOutlined, GlobalOutlined, BankOutlined, ShopOutlined, CloudServerOutlined, AppstoreOutlined, TeamOutlined, MoneyCollectOutlined, PayCircleOutlined, FileSearchOutlined, SettingOutlined, UserOutlined, WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icons the route table names (imported one by one to keep the bundle small). */
const ICONS: Record<string, ComponentType> = {
  HomeOutlined, DashboardOutlined, ProjectOutlined, BuildOutlined, ScissorOutlined, ToolOutlined, TagsOutlined, SafetyOutlined, ExportOutlined, FundProjectionScreenOutlined, ShoppingCartOutlined, RollbackOutlined, InboxOutlined, ShoppingOutlined, ContainerOutlined, BgColorsOutlined, ClusterOutlined, AccountBookOutlined, WalletOutlined, TransactionOutlined, MinusCircleOutlined, PlusCircleOutlined, DollarOutlined, LineChartOutlined, ContactsOutlined, DatabaseOutlined, BarChartOutlined, DesktopOutlined, SafetyCertificateOutlined, ApartmentOutlined, GlobalOutlined, BankOutlined, ShopOutlined, CloudServerOutlined, AppstoreOutlined, TeamOutlined, MoneyCollectOutlined, PayCircleOutlined, FileSearchOutlined, SettingOutlined, UserOutlined, WarningOutlined,
};

export function RouteIcon({ name }: { name?: string }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
