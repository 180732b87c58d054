/**
 * The home page's business sections (SPEC §1): the business_type dictionary's items, in its order,
 * titled by its texts. The page adds only what the dictionary does not hold: an icon per value and
 * a description (home.sectionDescriptions.<value>).
 */
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
import { BUSINESS_TYPES, type BusinessType } from '../../../shared/dict/business-type';
import type { DictItem } from '../../../shared/dict/dict-item';

const ICONS: Record<BusinessType, ReactNode> = {
  system_cert: <AuditOutlined />,
  service_cert: <CustomerServiceOutlined />,
  product_cert: <ShopOutlined />,
  industrial_inspection: <ToolOutlined />,
  container_inspection: <ContainerOutlined />,
  safety: <SafetyOutlined />,
  green_low_carbon: <SafetyCertificateOutlined />,
  testing: <ExperimentOutlined />,
  vocational_training: <ReadOutlined />,
  risk_management: <AlertOutlined />,
  it_integration: <NodeIndexOutlined />,
  animal_welfare: <HeartOutlined />,
  other_assessment: <AppstoreOutlined />,
};

/** A type an administrator added to the dictionary has no icon of its own yet. */
const DEFAULT_ICON = <AppstoreOutlined />;

function isKnownType(value: string): value is BusinessType {
  return Object.hasOwn(ICONS, value);
}

export function sectionIcon(value: string): ReactNode {
  return isKnownType(value) ? ICONS[value] : DEFAULT_ICON;
}

/**
 * The dictionary as the session holds it (the server's, with an administrator's edits), or the
 * seed's definition when the session's cache predates the dictionary.
 */
export function sectionItems(cached: readonly DictItem[] | undefined): readonly DictItem[] {
  return cached && cached.length > 0 ? cached : BUSINESS_TYPES;
}
