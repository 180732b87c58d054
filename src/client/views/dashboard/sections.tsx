/** The thirteen business sections of SPEC §1, shown on the home page. Texts: home.sections.<key>. */
import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  ExperimentOutlined,
  HeartOutlined,
  NodeIndexOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ShopOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface Section {
  key: string;
  icon: ReactNode;
}

export const SECTIONS: readonly Section[] = [
  { key: 'system', icon: <AuditOutlined /> },
  { key: 'service', icon: <CustomerServiceOutlined /> },
  { key: 'product', icon: <ShopOutlined /> },
  { key: 'industrial', icon: <ToolOutlined /> },
  { key: 'container', icon: <ContainerOutlined /> },
  { key: 'safety', icon: <SafetyOutlined /> },
  { key: 'green', icon: <SafetyCertificateOutlined /> },
  { key: 'testing', icon: <ExperimentOutlined /> },
  { key: 'training', icon: <ReadOutlined /> },
  { key: 'risk', icon: <AlertOutlined /> },
  { key: 'integration', icon: <NodeIndexOutlined /> },
  { key: 'animal', icon: <HeartOutlined /> },
  { key: 'other', icon: <AppstoreOutlined /> },
];
