import type { OrgTreeNode } from '@meiyu/contract';
import { TreeSelect } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOrgChildren } from './org-tree-api';
import { ORG_TREE_NS } from './org-tree-i18n';
import { OrgNodeTitle } from './org-node-title';

interface Option {
  id: number;
  pId: number;
  value: number;
  title: ReactNode;
  label: string;
  isLeaf: boolean;
  disabled: boolean;
}

export interface OrgTreeSelectProps {
  value?: number | null;
  onChange?: (value: number | null, org: OrgTreeNode | null) => void;
  /** The name of `value`, shown before its branch of the tree has been loaded. */
  valueLabel?: string | null;
  /** Nodes that cannot be chosen (still shown, so that their children can be reached). */
  isDisabled?: (org: OrgTreeNode) => boolean;
  /** Offer the top level (value 0) first, e.g. "no parent" for a root organisation. */
  rootOption?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
}

/** Picks an organisation of the caller's scope from a tree loaded one level at a time. */
export function OrgTreeSelect({
  value,
  onChange,
  valueLabel,
  isDisabled,
  rootOption,
  placeholder,
  allowClear,
  id,
}: OrgTreeSelectProps) {
  const { t } = useTranslation(ORG_TREE_NS);
  const [options, setOptions] = useState<Option[]>([]);
  const [orgs, setOrgs] = useState<Map<number, OrgTreeNode>>(new Map());

  const toOption = (org: OrgTreeNode, pid: number): Option => ({
    id: org.id,
    pId: pid,
    value: org.id,
    title: <OrgNodeTitle node={org} />,
    label: org.name,
    isLeaf: org.isLeaf,
    disabled: isDisabled?.(org) ?? false,
  });

  const add = (list: OrgTreeNode[], pid: number) => {
    setOrgs((prev) => new Map([...prev, ...list.map((o) => [o.id, o] as const)]));
    setOptions((prev) => [
      ...prev.filter((o) => !list.some((n) => n.id === o.id)),
      ...list.map((o) => toOption(o, pid)),
    ]);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once; the tree is the caller's scope
  useEffect(() => {
    let live = true;
    fetchOrgChildren()
      .then((tops) => live && add(tops, 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const root: Option[] = rootOption
    ? [{ id: 0, pId: -1, value: 0, title: t('root'), label: t('root'), isLeaf: true, disabled: false }]
    : [];
  const known = value !== null && value !== undefined && (value === 0 ? rootOption : orgs.has(value));
  const current =
    value === null || value === undefined
      ? undefined
      : { value, label: known ? (value === 0 ? t('root') : orgs.get(value)!.name) : (valueLabel ?? String(value)) };

  return (
    <TreeSelect
      id={id}
      treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
      treeData={[...root, ...options]}
      labelInValue
      value={current}
      onChange={(v: { value: number } | undefined) =>
        onChange?.(v?.value ?? null, v ? (orgs.get(v.value) ?? null) : null)
      }
      loadData={async (node) => {
        const org = orgs.get(Number(node.value));
        if (!org || org.isLeaf || options.some((o) => o.pId === org.id)) return;
        add(await fetchOrgChildren(org.id), org.id);
      }}
      treeNodeLabelProp="label"
      placeholder={placeholder ?? t('placeholder')}
      allowClear={allowClear}
      showSearch={{ treeNodeFilterProp: 'label' }}
      style={{ width: '100%' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
