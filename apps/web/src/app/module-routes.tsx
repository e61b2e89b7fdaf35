import type { RouteObject } from 'react-router';

/**
 * Static full-screen routes of later modules (outside the main layout), e.g. /exam, /dataBoard/*,
 * /questionPaper, /questionPaperManagement/QuestionPaperForm and /questionPaperManagement/success.
 * A module appends its routes here (lazy: `{ path: '/exam', lazy: () => import(...).then(m => ({ Component: m.default })) }`).
 */
export const MODULE_ROUTES: RouteObject[] = [];
