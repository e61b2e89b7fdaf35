import { BankOutlined, ReadOutlined } from '@ant-design/icons';
import type { OrgTreeNode } from '@meiyu/contract';
import { Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSchoolNode } from './org-tree-api';
import { ORG_TREE_NS } from './org-tree-i18n';

/** A node's name with a commission or school icon, and a mark when it is disabled. */
export function OrgNodeTitle({ node }: { node: OrgTreeNode }) {
  const { t } = useTranslation(ORG_TREE_NS);
  const { token } = theme.useToken();
  const school = isSchoolNode(node);
  const Icon = school ? ReadOutlined : BankOutlined;
  return (
    <Space size={6} style={{ whiteSpace: 'nowrap' }}>
      <Icon style={{ color: school ? token.colorSuccess : token.colorPrimary }} />
      <Typography.Text type={node.status === 1 ? undefined : 'secondary'}>{node.name}</Typography.Text>
      {node.status !== 1 && (
        <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
          {t('disabled')}
        </Tag>
      )}
    </Space>
  );
}
