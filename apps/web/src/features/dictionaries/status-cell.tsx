import { Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/components/auth';
import { DICT_NS } from './dict-i18n';

interface Props {
  status: number;
  /** Permission code that allows the switch, e.g. `sysDictType:setStatus`. */
  permission: string;
  loading?: boolean;
  onChange: (status: 1 | 2) => void;
}

/** The status as a tag, with a switch to enable or disable it when the user holds the permission. */
export function StatusCell({ status, permission, loading, onChange }: Props) {
  const { t } = useTranslation(DICT_NS);
  const { auth } = useAuth();
  const enabled = status === 1;
  return (
    <Space size={8}>
      <Tag color={enabled ? 'success' : 'default'} variant="filled" style={{ marginInlineEnd: 0 }}>
        {t(enabled ? 'status.enabled' : 'status.disabled')}
      </Tag>
      {auth(permission) && (
        <Switch
          size="small"
          checked={enabled}
          loading={loading}
          aria-label={t('fields.status')}
          onChange={(on) => onChange(on ? 1 : 2)}
        />
      )}
    </Space>
  );
}
