export { fetchOrgChildren, isSchoolNode } from './org-tree-api';
export { OrgTreePanel, type OrgTreePanelProps } from './org-tree-panel';
export { OrgTreeSelect, type OrgTreeSelectProps } from './org-tree-select';
