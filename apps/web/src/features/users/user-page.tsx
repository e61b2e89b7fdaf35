import { PlusOutlined } from '@ant-design/icons';
import type { OrgTreeNode, SysUser } from '@meiyu/contract';
import { App, Button, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { DataTable } from '@/components/data-table';
import { OrgTreePanel } from '@/components/org-tree';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useSessionStore } from '@/core/session-store';
import { type PasswordResult, PasswordResultModal } from './password-result-modal';
import { useUserColumns } from './user-columns';
import { type UserFormTarget, UserFormModal } from './user-form-modal';
import { USER_NS } from './user-i18n';
import {
  type UserQuery,
  useDeleteUser,
  useResetPassword,
  useSetUserStatus,
  useUnlockUser,
  useUserPage,
} from './users.api';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** User management (component '/system/user/index'): the scope's organisations on the left, their users. */
export default function UserPage() {
  const { t } = useTranslation(USER_NS);
  const { modal, message } = App.useApp();
  const selfId = useSessionStore((s) => s.userInfos?.id ?? null);
  const [org, setOrg] = useState<OrgTreeNode | null>(null);
  const [query, setQuery] = useState<UserQuery>({ page: 1, pageSize: 20 });
  const [form, setForm] = useState<UserFormTarget | null>(null);
  const [password, setPassword] = useState<PasswordResult | null>(null);
  // With one top in the scope (a school admin's school), a new user belongs to it unless another is chosen.
  const [onlyTop, setOnlyTop] = useState<OrgTreeNode | null>(null);
  const page = useUserPage({ ...query, orgId: org?.id });
  const remove = useDeleteUser();
  const setStatus = useSetUserStatus();
  const reset = useResetPassword();
  const unlock = useUnlockUser();
  const rows = page.data?.items ?? [];

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'account', label: t('fields.account') },
      { prop: 'realName', label: t('fields.realName') },
      { prop: 'phone', label: t('fields.phone') },
      {
        prop: 'status',
        label: t('fields.status'),
        type: 'select',
        options: [
          { code: 1, value: t('status.enabled') },
          { code: 2, value: t('status.disabled') },
        ],
      },
    ],
    [t],
  );
  const formValues = useMemo(
    () => ({ account: query.account, realName: query.realName, phone: query.phone, status: query.status }),
    [query.account, query.realName, query.phone, query.status],
  );

  const confirm = (title: string, content: string, okText: string, onOk: () => Promise<unknown>, danger = true) =>
    modal.confirm({ title, content, okText, okButtonProps: { danger }, cancelText: t('actions.cancel'), onOk });

  const columns = useUserColumns({
    selfId,
    statusPending: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
    onEdit: (row) => setForm({ kind: 'edit', record: row }),
    onStatus: (row: SysUser, status) => {
      const run = () =>
        setStatus
          .mutateAsync({ id: row.id, status })
          .then(() => message.success(t(status === 1 ? 'messages.enabled' : 'messages.disabled')));
      if (status === 1) return void run().catch(() => undefined);
      confirm(
        t('confirm.disableTitle', { name: row.realName }),
        t('confirm.disableContent'),
        t('status.disabled'),
        run,
      );
    },
    onResetPassword: (row) =>
      confirm(
        t('confirm.resetTitle', { name: row.realName }),
        t('confirm.resetContent'),
        t('actions.resetPwd'),
        async () => {
          const result = await reset.mutateAsync(row.id);
          setPassword({ kind: 'reset', account: row.account, realName: row.realName, password: result.password });
        },
        false,
      ),
    onUnlock: (row) =>
      unlock
        .mutateAsync(row.id)
        .then(() => message.success(t('messages.unlocked')))
        .catch(() => undefined),
    onDelete: (row) =>
      confirm(
        t('confirm.deleteTitle', { name: row.realName }),
        t('confirm.deleteContent'),
        t('actions.delete'),
        async () => {
          await remove.mutateAsync(row.id);
          message.success(t('messages.deleted'));
          if (rows.length === 1 && query.page > 1) setQuery((q) => ({ ...q, page: q.page - 1 }));
        },
      ),
  });

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({
      ...q,
      page: 1,
      account: str(v.account),
      realName: str(v.realName),
      phone: str(v.phone),
      status: num(v.status),
    }));

  return (
    <Row gutter={12} data-testid="user-page" wrap={false}>
      <Col flex="240px" style={{ minWidth: 0 }}>
        <OrgTreePanel
          selectedId={org?.id ?? null}
          onTops={(tops) => setOnlyTop(tops.length === 1 ? tops[0]! : null)}
          onSelect={(o) => {
            setOrg(o);
            setQuery((q) => ({ ...q, page: 1 }));
          }}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <QueryForm
          fields={fields}
          values={formValues}
          onSearch={onSearch}
          onReset={() => setQuery((q) => ({ page: 1, pageSize: q.pageSize }))}
          loading={page.isFetching}
        />
        <DataTable<SysUser>
          columns={columns}
          rows={rows}
          loading={page.isFetching}
          scrollX={900}
          onRefresh={() => page.refetch()}
          paging={{ page: query.page, size: query.pageSize, total: page.data?.total ?? 0 }}
          onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
          toolbar={
            <Flex align="center" gap={16}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {org ? t('orgUsers', { name: org.name }) : t('allUsers')}
              </Typography.Title>
              <Auth value="sysUser:add">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => {
                    const target = org ?? onlyTop;
                    setForm({ kind: 'add', org: target ? { id: target.id, name: target.name } : null });
                  }}
                >
                  {t('add')}
                </Button>
              </Auth>
            </Flex>
          }
        />
      </Col>
      <UserFormModal target={form} onClose={() => setForm(null)} onPassword={setPassword} />
      <PasswordResultModal result={password} onClose={() => setPassword(null)} />
    </Row>
  );
}
