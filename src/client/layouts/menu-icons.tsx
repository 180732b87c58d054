/**
 * Menu `meta.icon` names → icons. A fixed map instead of importing every icon by name keeps the
 * bundle small; an unknown name shows no icon.
 */
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
  team: <TeamOutlined />,
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  bank: <BankOutlined />,
  'bar-chart': <BarChartOutlined />,
  bell: <BellOutlined />,
  book: <BookOutlined />,
  cluster: <ClusterOutlined />,
  'file-done': <FileDoneOutlined />,
  'file-search': <FileSearchOutlined />,
  'file-text': <FileTextOutlined />,
  form: <FormOutlined />,
  idcard: <IdcardOutlined />,
  link: <LinkOutlined />,
  profile: <ProfileOutlined />,
  'safety-certificate': <SafetyCertificateOutlined />,
  solution: <SolutionOutlined />,
  table: <TableOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name.replace(/Outlined$|-o$/, '').toLowerCase()] ?? ICONS[name];
}
