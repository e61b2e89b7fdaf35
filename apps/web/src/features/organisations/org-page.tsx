import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { isSchoolType, type OrgTreeNode, type SysOrg } from '@meiyu/contract';
import { App, Button, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '@/components/auth';
import { DataTable } from '@/components/data-table';
import { OrgTreePanel } from '@/components/org-tree';
import { type QueryField, QueryForm, type QueryValues } from '@/components/query-form';
import { useSessionStore } from '@/core/session-store';
import { useOrgColumns } from './org-columns';
import { OrgDetailDrawer } from './org-detail-drawer';
import { type OrgFormTarget, OrgFormModal } from './org-form-modal';
import { ORG_NS } from './org-i18n';
import { OrgMoveModal } from './org-move-modal';
import { exportSchools, type OrgQuery, useDeleteOrg, useOrgList, useSetOrgStatus } from './organisations.api';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v ? Number(v) : undefined);

/** Organisation management (component '/system/org/index'): the scope's tree on the left, its organisations. */
export default function OrgPage() {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const ownOrgId = useSessionStore((s) => s.userInfos?.orgId ?? null);
  const [selected, setSelected] = useState<OrgTreeNode | null>(null);
  const [query, setQuery] = useState<OrgQuery>({ page: 1, pageSize: 20 });
  const [treeVersion, setTreeVersion] = useState(0);
  const [form, setForm] = useState<OrgFormTarget | null>(null);
  const [moving, setMoving] = useState<SysOrg | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  // With one top in the scope (a district's own bureau), a new organisation goes below it unless another is chosen.
  const [onlyTop, setOnlyTop] = useState<OrgTreeNode | null>(null);
  const parentFor = (org: OrgTreeNode | null) => {
    const parent = org && !isSchoolType(org.type) ? org : onlyTop && !isSchoolType(onlyTop.type) ? onlyTop : null;
    return parent ? { id: parent.id, name: parent.name } : null;
  };
  const reloadTree = () => setTreeVersion((v) => v + 1);
  const list = useOrgList({ ...query, pid: selected?.id });
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  // The export takes the list's filters and the chosen subtree; it lists schools only.
  const doExport = async () => {
    setExporting(true);
    try {
      const { page: _page, pageSize: _size, ...filter } = query;
      await exportSchools({ ...filter, pid: selected?.id }, `${t('exportName')}.xlsx`);
    } finally {
      setExporting(false);
    }
  };
  const remove = useDeleteOrg(reloadTree);
  const setStatus = useSetOrgStatus(reloadTree);
  const rows = list.data?.items ?? [];

  const fields = useMemo<QueryField[]>(
    () => [
      { prop: 'name', label: t('fields.name') },
      { prop: 'code', label: t('fields.code') },
      { prop: 'type', label: t('fields.type'), type: 'select', dictType: 'org_type' },
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
    () => ({ name: query.name, code: query.code, type: query.type, status: query.status }),
    [query.name, query.code, query.type, query.status],
  );

  const changeStatus = (row: SysOrg, status: 1 | 2) => {
    const run = () =>
      setStatus
        .mutateAsync({ id: row.id, status })
        .then(() => message.success(t(status === 1 ? 'messages.enabled' : 'messages.disabled')));
    if (status === 1) return void run().catch(() => undefined);
    modal.confirm({
      title: t('disableConfirmTitle', { name: row.name }),
      content: t('disableConfirmContent'),
      okText: t('status.disabled'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: run,
    });
  };

  const columns = useOrgColumns({
    ownOrgId,
    statusPending: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
    onDetail: (row) => setDetailId(row.id),
    onEdit: (row) => setForm({ kind: 'edit', record: row }),
    onAddChild: (row) => setForm({ kind: 'add', parent: { id: row.id, name: row.name } }),
    onMove: setMoving,
    onStatus: changeStatus,
    onDelete: (row) =>
      modal.confirm({
        title: t('deleteConfirmTitle', { name: row.name }),
        content: t('deleteConfirmContent'),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        onOk: async () => {
          await remove.mutateAsync(row.id);
          message.success(t('messages.deleted'));
          if (selected?.id === row.id) setSelected(null);
        },
      }),
  });

  const onSearch = (v: QueryValues) =>
    setQuery((q) => ({
      ...q,
      page: 1,
      name: str(v.name),
      code: str(v.code),
      type: str(v.type),
      status: num(v.status),
    }));

  return (
    <Row gutter={12} data-testid="org-page" wrap={false}>
      <Col flex="240px" style={{ minWidth: 0 }}>
        <OrgTreePanel
          selectedId={selected?.id ?? null}
          version={treeVersion}
          onTops={(tops) => setOnlyTop(tops.length === 1 ? tops[0]! : null)}
          onSelect={(org) => {
            setSelected(org);
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
          loading={list.isFetching}
        />
        <DataTable<SysOrg>
          columns={columns}
          rows={rows}
          loading={list.isFetching}
          scrollX={860}
          onRefresh={() => list.refetch()}
          paging={{ page: query.page, size: query.pageSize, total: list.data?.total ?? 0 }}
          onPageChange={(p, size) => setQuery((q) => ({ ...q, page: p, pageSize: size }))}
          toolbar={
            <Flex align="center" gap={16}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {selected ? t('subtree', { name: selected.name }) : t('allOrgs')}
              </Typography.Title>
              <Auth value="sysOrg:add">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setForm({ kind: 'add', parent: parentFor(selected) })}
                >
                  {t('add')}
                </Button>
              </Auth>
              <Auth value="schoolImport:schools">
                <Button icon={<UploadOutlined />} onClick={() => navigate('/school/import?kind=schools')}>
                  {t('importSchools')}
                </Button>
              </Auth>
              <Auth value="schoolExport:schools">
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={() => void doExport().catch(() => undefined)}
                >
                  {t('exportSchools')}
                </Button>
              </Auth>
            </Flex>
          }
        />
      </Col>
      <OrgFormModal target={form} ownOrgId={ownOrgId} onClose={() => setForm(null)} onSaved={reloadTree} />
      <OrgMoveModal record={moving} onClose={() => setMoving(null)} onMoved={reloadTree} />
      <OrgDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Row>
  );
}
