import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { configRoutes } from './config/config.routes';
import { constantsRoutes } from './constants/constants.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { dictionariesRoutes } from './dictionaries/dictionaries.routes';
import { filesRoutes } from './files/files.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { logsRoutes } from './logs/logs.routes';
import { menusRoutes } from './menus/menus.routes';
import { noticesRoutes } from './notices/notices.routes';
import { organisationsRoutes } from './organisations/organisations.routes';
import { positionsRoutes } from './positions/positions.routes';
import { regionsRoutes } from './regions/regions.routes';
import { rolesRoutes } from './roles/roles.routes';
import { schoolRoutes } from './school/school.routes';
import { usersProfileRoutes } from './users/users-profile.routes';
import { usersRoutes } from './users/users.routes';

/** Every feature module's routes, under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await authRoutes(app);
  await constantsRoutes(app);
  await dictionariesRoutes(app);
  await menusRoutes(app);
  await usersProfileRoutes(app);
  await dashboardRoutes(app);
  await regionsRoutes(app);
  await organisationsRoutes(app);
  await positionsRoutes(app);
  await rolesRoutes(app);
  await usersRoutes(app);
  // Platform services: files, notices, configuration, logs, scheduled jobs.
  await filesRoutes(app);
  await noticesRoutes(app);
  await configRoutes(app);
  await logsRoutes(app);
  await jobsRoutes(app);
  // School management: classes, teachers, students, import/export, promotion.
  await schoolRoutes(app);
}
