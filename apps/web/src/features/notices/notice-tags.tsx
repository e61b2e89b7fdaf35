import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICES_NS } from './notices-i18n';

export function NoticeTypeTag({ type }: { type: number }) {
  const { t } = useTranslation(NOTICES_NS);
  return (
    <Tag color={type === 2 ? 'orange' : 'blue'} variant="filled">
      {t(`types.${type === 2 ? 2 : 1}`)}
    </Tag>
  );
}

const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };

export function NoticeStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(NOTICES_NS);
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} variant="filled">
      {t(`status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}
