import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EditOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  GlobalOutlined,
  HighlightOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  MenuOutlined,
  MonitorOutlined,
  PictureOutlined,
  PrinterOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  SoundOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ className?: string }>;

/** Icon names of the menu seed (Element Plus `ele-*` and common keywords) mapped to antd icons. */
const ICONS: [RegExp, Icon][] = [
  [/home/i, HomeOutlined],
  [/dashboard|odometer|platform/i, DashboardOutlined],
  [/medal|trophy|award|prize/i, TrophyOutlined],
  [/edit|pen/i, EditOutlined],
  [/brush|paint|art|picture|image|photo/i, PictureOutlined],
  [/notebook|archive|book/i, BookOutlined],
  [/reading|read|course/i, ReadOutlined],
  [/document|file|tickets/i, FileTextOutlined],
  [/list|menu/i, UnorderedListOutlined],
  [/user|avatar/i, UserOutlined],
  [/team|group|school|peoples/i, TeamOutlined],
  [/office|org|building/i, BankOutlined],
  [/setting|tools|config/i, SettingOutlined],
  [/data|chart|histogram|trend/i, BarChartOutlined],
  [/monitor|screen|cpu/i, MonitorOutlined],
  [/bell|notice|message/i, BellOutlined],
  [/calendar|date|attendance/i, CalendarOutlined],
  [/timer|alarm|clock|job|schedule/i, ScheduleOutlined],
  [/collection|folder/i, FolderOutlined],
  [/lock|key|safe|role|permission/i, SafetyCertificateOutlined],
  [/position|postcard|card/i, IdcardOutlined],
  [/printer|print/i, PrinterOutlined],
  [/code|cpu|operation/i, CodeOutlined],
  [/coin|database|dict|collection-tag|price/i, DatabaseOutlined],
  [/link|share/i, LinkOutlined],
  [/music|headset|microphone|sound|video/i, SoundOutlined],
  [/location|map|place|region/i, GlobalOutlined],
  [/checked|check|confirm|finished/i, CheckSquareOutlined],
  [/review|audit|stamp/i, AuditOutlined],
  [/expert|solution|service/i, SolutionOutlined],
  [/form|question/i, FormOutlined],
  [/grid|apps|menu-fold|box|goods/i, AppstoreOutlined],
  [/tree|connection|share-alt/i, ClusterOutlined],
  [/desktop|computer|display/i, DesktopOutlined],
  [/magic|star|sunny/i, HighlightOutlined],
  [/profile|memo/i, ProfileOutlined],
  [/fold|expand/i, MenuOutlined],
];

/** The antd icon of a menu icon name; a neutral default when nothing matches. */
export function menuIconOf(name: string | null | undefined): Icon {
  if (!name) return AppstoreOutlined;
  const key = name.replace(/^(ele-|iconfont\s+|fa\s+|fa-)/, '');
  return ICONS.find(([re]) => re.test(key))?.[1] ?? AppstoreOutlined;
}

export function MenuIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = menuIconOf(name);
  return <Icon className={className} />;
}
