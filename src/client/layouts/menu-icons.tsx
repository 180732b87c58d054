/**
 * Menu `meta.icon` names → icons. A fixed map instead of importing every icon by name keeps the
 * bundle small. Names are matched as antd writes them in kebab case (`bar-chart`), also when given
 * as the component name (`BarChartOutlined`) or JeecgBoot's old `-o` form. A menu without an icon,
 * or with a name not in the map (an admin's typo, an iconfont class), still gets one: a folder for
 * a submenu, a page for an entry, so the side menu stays aligned and readable when collapsed.
 */
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  ClusterOutlined,
  ContactsOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EditOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FileOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReconciliationOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  SmileOutlined,
  SolutionOutlined,
  StarOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  'account-book': <AccountBookOutlined />,
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  bank: <BankOutlined />,
  'bar-chart': <BarChartOutlined />,
  bell: <BellOutlined />,
  book: <BookOutlined />,
  calendar: <CalendarOutlined />,
  cloud: <CloudOutlined />,
  cluster: <ClusterOutlined />,
  contacts: <ContactsOutlined />,
  container: <ContainerOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  desktop: <DesktopOutlined />,
  edit: <EditOutlined />,
  experiment: <ExperimentOutlined />,
  file: <FileOutlined />,
  'file-done': <FileDoneOutlined />,
  'file-search': <FileSearchOutlined />,
  'file-text': <FileTextOutlined />,
  folder: <FolderOutlined />,
  form: <FormOutlined />,
  global: <GlobalOutlined />,
  history: <HistoryOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  inbox: <InboxOutlined />,
  key: <KeyOutlined />,
  link: <LinkOutlined />,
  lock: <LockOutlined />,
  mail: <MailOutlined />,
  menu: <MenuOutlined />,
  message: <MessageOutlined />,
  notification: <NotificationOutlined />,
  profile: <ProfileOutlined />,
  project: <ProjectOutlined />,
  'question-circle': <QuestionCircleOutlined />,
  reconciliation: <ReconciliationOutlined />,
  'safety-certificate': <SafetyCertificateOutlined />,
  safety: <SafetyOutlined />,
  schedule: <ScheduleOutlined />,
  search: <SearchOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  smile: <SmileOutlined />,
  solution: <SolutionOutlined />,
  star: <StarOutlined />,
  table: <TableOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  'unordered-list': <UnorderedListOutlined />,
  user: <UserOutlined />,
};

const SUBMENU_ICON = <FolderOutlined />;
const ENTRY_ICON = <FileOutlined />;

/** `BarChartOutlined`, `bar-chart-o`, ` Bar-Chart ` → `bar-chart`. */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/-o$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The icon a name stands for, or undefined when the map does not know it. */
export function knownMenuIcon(name: string | undefined): ReactNode | undefined {
  return name ? ICONS[iconKey(name)] : undefined;
}

/** Every menu entry's icon: the named one, else the default for a submenu or an entry. */
export function menuIcon(name: string | undefined, isSubmenu = false): ReactNode {
  return knownMenuIcon(name) ?? (isSubmenu ? SUBMENU_ICON : ENTRY_ICON);
}
