import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page module: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

const comingSoon: PageLoader = () => import('@/shell/pages/coming-soon-page');

/**
 * Maps a menu's `component` string (as the server's menu seed names it) to a lazily imported page.
 * A module adds its pages here; the menu decides where they appear.
 */
export const PAGE_REGISTRY: Record<string, PageLoader> = {
  '/home/index': () => import('@/features/home/home-page'),
  '/system/dict/index': () => import('@/features/dictionaries/dict-page'),
  '/system/menu/index': () => import('@/features/menus/menu-page'),
  '/system/user/center': () => import('@/features/personal-center/personal-center-page'),
  // People: organisations, users, roles, positions, regions.
  '/system/org/index': () => import('@/features/organisations/org-page'),
  '/system/user/index': () => import('@/features/users/user-page'),
  '/system/role/index': () => import('@/features/roles/role-page'),
  '/system/pos/index': () => import('@/features/positions/pos-page'),
  '/system/region/index': () => import('@/features/regions/region-page'),

  // Student fixed menu: modules not delivered yet show an honest "coming" result.
  '/qualityEvaluationManagement/qualityEvaluationStudent/index': comingSoon,
  '/qualityEvaluationManagement/basicSkillStudent/index': comingSoon,
  '/qualityEvaluationManagement/growthArchiveStudent/index': comingSoon,
  '/questionPaperList/index': comingSoon,
  // Platform services: files, notices (publishing and the notification centre), configuration, logs, jobs.
  '/system/file/index': () => import('@/features/files/file-page'),
  '/system/notice/index': () => import('@/features/notices/notice-page'),
  '/notice/center/index': () => import('@/features/notices/notice-center-page'),
  '/system/config/index': () => import('@/features/config/config-page'),
  '/system/log/login/index': () => import('@/features/logs/log-login-page'),
  '/system/log/op/index': () => import('@/features/logs/log-op-page'),
  '/system/log/ex/index': () => import('@/features/logs/log-ex-page'),
  '/system/job/index': () => import('@/features/jobs/job-page'),
  // School management: admins, classes, teachers, students, import, login slips.
  '/school/admin/index': () => import('@/features/school-admins/admin-page'),
  '/school/class/index': () => import('@/features/school-classes/class-page'),
  '/school/teacher/index': () => import('@/features/school-teachers/teacher-page'),
  '/school/student/index': () => import('@/features/school-students/student-page'),
  '/school/student/slips': () => import('@/features/school-students/login-slips-page'),
  '/school/import/index': () => import('@/features/school-import/import-page'),
};

/** Components whose module is announced but not delivered: every menu component under these prefixes. */
export const COMING_MODULE_PREFIXES: string[] = [
  '/qualityEvaluationManagement/',
  '/growthArchive',
  '/questionnaire',
  '/questionPaper',
  '/questionBase',
  '/activity',
  '/aestheticMaterial',
  '/attendance',
  '/commission',
  '/evaluationActivity',
  '/expert',
  '/school',
  '/dataBoard',
];

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy page of a component string; null when this build has no such page. */
export function resolvePage(component: string | null): LazyExoticComponent<ComponentType> | null {
  if (!component) return null;
  const cached = cache.get(component);
  if (cached) return cached;
  const loader =
    PAGE_REGISTRY[component] ?? (COMING_MODULE_PREFIXES.some((p) => component.startsWith(p)) ? comingSoon : undefined);
  if (!loader) return null;
  const page = lazy(loader);
  cache.set(component, page);
  return page;
}

/** Lets a module register pages at start-up instead of editing the table. */
export function registerPages(pages: Record<string, PageLoader>): void {
  Object.assign(PAGE_REGISTRY, pages);
}
