import { Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/components/auth';
import { registerLocales } from '@/core/i18n';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';
import zhTw from './locales/zh-tw.json';

const NS = 'statusCell';
registerLocales(NS, { en, 'zh-cn': zhCn, 'zh-tw': zhTw });

export interface StatusCellProps {
  /** 1 enabled, 2 disabled. */
  status: number;
  /** Permission code that allows the switch, e.g. `sysUser:setStatus`. */
  permission: string;
  loading?: boolean;
  /** The switch is shown but cannot be used (e.g. one's own account). */
  locked?: boolean;
  /** The feature's own words for the two states (default: 启用 / 停用). */
  labels?: { enabled: string; disabled: string };
  onChange: (status: 1 | 2) => void;
}

/** The status as a tag, with a switch to enable or disable the row when the user holds the permission. */
export function StatusCell({ status, permission, loading, locked, labels, onChange }: StatusCellProps) {
  const { t } = useTranslation(NS);
  const { auth } = useAuth();
  const enabled = status === 1;
  return (
    <Space size={8}>
      <Tag color={enabled ? 'success' : 'default'} variant="filled" style={{ marginInlineEnd: 0 }}>
        {enabled ? (labels?.enabled ?? t('enabled')) : (labels?.disabled ?? t('disabled'))}
      </Tag>
      {auth(permission) && (
        <Switch
          size="small"
          checked={enabled}
          loading={loading}
          disabled={locked}
          aria-label={t('status')}
          onChange={(on) => onChange(on ? 1 : 2)}
        />
      )}
    </Space>
  );
}

export default StatusCell;
