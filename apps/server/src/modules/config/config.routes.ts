import { configInput, configPageInput, configUpdateInput, idInput, zId } from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import { ConfigService } from './config.service';

const tags = ['sysConfig'];

export async function configRoutes(app: FastifyInstance): Promise<void> {
  const service = new ConfigService(app.ctx);

  defineRoute(app, {
    method: 'POST',
    url: '/sysConfig/page',
    access: { permission: 'sysConfig:page' },
    summary: 'A page of system parameters',
    tags,
    body: configPageInput,
    handler: ({ body }) => service.page(body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysConfig/list',
    access: { permission: 'sysConfig:list' },
    summary: 'Every system parameter, optionally of one group',
    tags,
    query: z.object({ groupCode: z.string().max(64).nullish() }),
    handler: ({ query }) => service.list(query.groupCode),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysConfig/groupList',
    access: { permission: 'sysConfig:list' },
    summary: 'The parameter groups',
    tags,
    handler: () => service.groups(),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysConfig/detail',
    access: { permission: 'sysConfig:detail' },
    summary: 'One parameter, or null',
    tags,
    query: z.object({ id: zId() }),
    handler: ({ query }) => service.detail(query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysConfig/add',
    access: { permission: 'sysConfig:add' },
    summary: 'Add a parameter',
    tags,
    body: configInput,
    handler: ({ body, user }) => service.add(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysConfig/update',
    access: { permission: 'sysConfig:update' },
    summary: 'Update a parameter (applies at once)',
    tags,
    body: configUpdateInput,
    handler: ({ body, user }) => service.update(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysConfig/delete',
    access: { permission: 'sysConfig:delete' },
    summary: 'Delete a parameter (system parameters cannot be deleted)',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.delete(body.id, user),
  });
}
