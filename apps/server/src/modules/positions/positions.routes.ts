import { idInput, posInput, posPageInput, posUpdateInput } from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../core/route';
import { PositionsService } from './positions.service';

const tags = ['sysPos'];

export async function positionsRoutes(app: FastifyInstance): Promise<void> {
  const service = new PositionsService(app.ctx);

  defineRoute(app, {
    method: 'POST',
    url: '/sysPos/page',
    access: { permission: 'sysPos:page' },
    summary: 'A page of positions',
    tags,
    body: posPageInput,
    handler: ({ body }) => service.page(body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysPos/list',
    access: { permission: 'sysPos:list' },
    summary: 'The enabled positions, for pickers',
    tags,
    handler: () => service.list(),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysPos/add',
    access: { permission: 'sysPos:add' },
    summary: 'Add a position; returns its id',
    tags,
    body: posInput,
    handler: ({ body, user }) => service.add(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysPos/update',
    access: { permission: 'sysPos:update' },
    summary: 'Update a position',
    tags,
    body: posUpdateInput,
    handler: async ({ body, user }) => service.update(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysPos/delete',
    access: { permission: 'sysPos:delete' },
    summary: 'Delete a position no user holds',
    tags,
    body: idInput,
    handler: async ({ body, user }) => service.delete(user, body.id),
  });
}
