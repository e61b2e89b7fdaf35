import { isSchoolType, type SysOrg } from '@meiyu/contract';
import { Descriptions, Drawer, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/dict-tag';
import { StatusCell } from '@/components/status-cell';
import { ORG_NS } from './org-i18n';
import { orgApi, orgKeys } from './organisations.api';

interface Props {
  id: number | null;
  onClose: () => void;
}

/** An organisation's full record, read from the server (sysOrg/detail). */
export function OrgDetailDrawer({ id, onClose }: Props) {
  const { t } = useTranslation(ORG_NS);
  const detail = useQuery({
    queryKey: [...orgKeys.all, 'detail', id],
    queryFn: () => orgApi.detail(id!),
    enabled: id !== null,
  });
  const org: SysOrg | null | undefined = detail.data;
  const v = (s: string | null | undefined) => s || t('empty');
  return (
    <Drawer open={id !== null} onClose={onClose} title={org?.name ?? t('detailTitle')} size={560} destroyOnHidden>
      <Spin spinning={detail.isFetching}>
        {org && (
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
            <Descriptions.Item label={t('fields.code')}>{org.code}</Descriptions.Item>
            <Descriptions.Item label={t('fields.type')}>
              <DictTag type="org_type" code={org.type} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.parent')}>{v(org.parentName)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.region')}>
              {v(org.regionName)} {org.regionCode ? `(${org.regionCode})` : ''}
            </Descriptions.Item>
            {isSchoolType(org.type) && (
              <Descriptions.Item label={t('fields.geographicalType')}>
                {org.geographicalType ? <DictTag type="geographical_type" code={org.geographicalType} /> : t('empty')}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('fields.address')}>{v(org.address)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.contactPerson')}>{v(org.contactPerson)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.contactPhone')}>{v(org.contactPhone)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              <StatusCell status={org.status} permission="" onChange={() => undefined} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.orderNo')}>{org.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('fields.remark')}>{v(org.remark)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.createUserName')}>{v(org.createUserName)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.createTime')}>{v(org.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.updateTime')}>{v(org.updateTime)}</Descriptions.Item>
          </Descriptions>
        )}
      </Spin>
    </Drawer>
  );
}
