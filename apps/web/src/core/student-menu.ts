import type { MenuOutput } from '@meiyu/contract';

interface Node {
  id: number;
  path: string;
  title: string;
  component: string;
  icon: string;
  affix?: boolean;
  children?: Node[];
}

function toMenu(node: Node, pid: number, orderNo: number): MenuOutput {
  const isDir = node.component === 'Layout';
  return {
    id: node.id,
    pid,
    type: isDir ? 1 : 2,
    name: node.path.split('/').filter(Boolean).join('-'),
    path: node.path,
    component: node.component,
    permission: null,
    redirect: isDir ? (node.children?.[0]?.path ?? null) : null,
    orderNo,
    status: 1,
    remark: null,
    createTime: null,
    updateTime: null,
    createUserName: null,
    updateUserName: null,
    title: node.title,
    isOpen: true,
    meta: {
      title: node.title,
      icon: node.icon,
      isIframe: false,
      isLink: null,
      isHide: false,
      isKeepAlive: true,
      isAffix: node.affix ?? false,
    },
    children: (node.children ?? []).map((c, i) => toMenu(c, node.id, (i + 1) * 10)),
  };
}

/** The students' built-in menu (seed section 2), never fetched. Titles and paths are the seed's. */
export const STUDENT_MENU: MenuOutput[] = [
  {
    id: 9_000_001,
    path: '/dashboard',
    title: '工作台',
    component: 'Layout',
    icon: 'ele-HomeFilled',
    children: [
      {
        id: 9_000_011,
        path: '/dashboard/home',
        title: '工作台',
        component: '/home/index',
        icon: 'ele-HomeFilled',
        affix: true,
      },
    ],
  },
  {
    id: 9_000_002,
    path: '/qualityEvaluationManagement',
    title: '素质测评',
    component: 'Layout',
    icon: 'ele-Medal',
    children: [
      {
        id: 9_000_021,
        path: '/qualityEvaluationManagement/qualityEvaluationStudent',
        title: '学生端素质测评',
        component: '/qualityEvaluationManagement/qualityEvaluationStudent/index',
        icon: 'ele-EditPen',
      },
      {
        id: 9_000_022,
        path: '/qualityEvaluationManagement/basicSkillStudent',
        title: '学生端技能测评',
        component: '/qualityEvaluationManagement/basicSkillStudent/index',
        icon: 'ele-Brush',
      },
      {
        id: 9_000_023,
        path: '/qualityEvaluationManagement/growthArchiveStudent',
        title: '学生端成长档案',
        component: '/qualityEvaluationManagement/growthArchiveStudent/index',
        icon: 'ele-Notebook',
      },
    ],
  },
  {
    id: 9_000_003,
    path: '/questionnaire',
    title: '问卷调查',
    component: 'Layout',
    icon: 'ele-Document',
    children: [
      {
        id: 9_000_031,
        path: '/questionPaperList',
        title: '问卷列表',
        component: '/questionPaperList/index',
        icon: 'ele-List',
      },
    ],
  },
].map((n, i) => toMenu(n, 0, (i + 1) * 10));
