import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BulbOutlined,
  CarOutlined,
  CrownOutlined,
  DesktopOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FundOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProjectOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';

/** Icons a menu file may name; unknown names fall back to a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  BulbOutlined: <BulbOutlined />,
  CarOutlined: <CarOutlined />,
  CrownOutlined: <CrownOutlined />,
  DesktopOutlined: <DesktopOutlined />,
  DollarOutlined: <DollarOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  FundOutlined: <FundOutlined />,
  FundProjectionScreenOutlined: <FundProjectionScreenOutlined />,
  HomeOutlined: <HomeOutlined />,
  MedicineBoxOutlined: <MedicineBoxOutlined />,
  MessageOutlined: <MessageOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  ProjectOutlined: <ProjectOutlined />,
  ReadOutlined: <ReadOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  ScheduleOutlined: <ScheduleOutlined />,
  SettingOutlined: <SettingOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
  TrophyOutlined: <TrophyOutlined />,
  UnorderedListOutlined: <UnorderedListOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
