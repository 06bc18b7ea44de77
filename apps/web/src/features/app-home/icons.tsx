import {
  BookOutlined,
  CalendarOutlined,
  CloseCircleOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  MessageOutlined,
  RobotOutlined,
  StarOutlined,
  UserOutlined,
  VideoCameraOutlined,
  BarChartOutlined,
} from '@ant-design/icons';
import type { AppIcon } from '@edu/shared';
import type { ReactNode } from 'react';

/** How the console previews the app's icons (the pad draws its own). */
export const APP_ICON_GLYPHS: Record<AppIcon, ReactNode> = {
  home: <HomeOutlined />,
  book: <BookOutlined />,
  homework: <FileTextOutlined />,
  report: <BarChartOutlined />,
  wrong: <CloseCircleOutlined />,
  material: <FolderOpenOutlined />,
  ai: <RobotOutlined />,
  calendar: <CalendarOutlined />,
  message: <MessageOutlined />,
  video: <VideoCameraOutlined />,
  star: <StarOutlined />,
  user: <UserOutlined />,
};
