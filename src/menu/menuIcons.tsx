import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  ProjectOutlined,
  ReadOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';

/** Icons a menu file may name; unknown names fall back to a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  CarOutlined: <CarOutlined />,
  DollarOutlined: <DollarOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HomeOutlined: <HomeOutlined />,
  MessageOutlined: <MessageOutlined />,
  ProjectOutlined: <ProjectOutlined />,
  ReadOutlined: <ReadOutlined />,
  SettingOutlined: <SettingOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
  TrophyOutlined: <TrophyOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
