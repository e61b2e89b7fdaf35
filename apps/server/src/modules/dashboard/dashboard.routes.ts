import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../core/route';
import { DashboardService } from './dashboard.service';

const tags = ['dashboard'];

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const service = new DashboardService(app.ctx);
  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/overview',
    access: 'user',
    summary: "Figures for the home screen, in the caller's data scope",
    tags,
    handler: ({ user }) => service.overview(user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/todos',
    access: 'user',
    summary: "The caller's to-dos",
    tags,
    handler: ({ user, req }) => service.todos(user, req.locale),
  });
}
