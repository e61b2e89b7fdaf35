import {
  idInput,
  orgInput,
  orgListInput,
  orgMoveInput,
  orgStatusInput,
  orgTreeInput,
  orgUpdateInput,
  zId,
} from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import { OrganisationsRepository } from './organisations.repository';
import { OrganisationsService } from './organisations.service';

const tags = ['sysOrg'];

export async function organisationsRoutes(app: FastifyInstance): Promise<void> {
  const service = new OrganisationsService(app.ctx, new OrganisationsRepository(app.ctx.db));

  defineRoute(app, {
    method: 'GET',
    url: '/sysOrg/tree',
    access: { permission: 'sysOrg:tree' },
    summary: "One level of the organisation tree inside the caller's scope: the children of pid, or its tops",
    tags,
    query: orgTreeInput,
    handler: ({ query, user }) => service.tree(user, query.pid),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysOrg/list',
    access: { permission: 'sysOrg:list' },
    summary: "A page of the organisations in the caller's scope (pid: that subtree, itself included)",
    tags,
    query: orgListInput,
    handler: ({ query, user }) => service.list(user, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysOrg/detail',
    access: { permission: 'sysOrg:detail' },
    summary: 'One organisation with its school profile, or null (also outside the scope)',
    tags,
    query: z.object({ id: zId() }),
    handler: ({ query, user }) => service.detail(user, query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysOrg/add',
    access: { permission: 'sysOrg:add' },
    summary: 'Add a commission or school under an organisation of the scope; returns its id',
    tags,
    body: orgInput,
    handler: ({ body, user }) => service.add(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysOrg/update',
    access: { permission: 'sysOrg:update' },
    summary: 'Update an organisation (a changed pid moves it, with the rules of move)',
    tags,
    body: orgUpdateInput,
    handler: async ({ body, user }) => service.update(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysOrg/move',
    access: { permission: 'sysOrg:move' },
    summary: 'Move an organisation under another one of the scope (never under its own descendant)',
    tags,
    body: orgMoveInput,
    handler: async ({ body, user }) => service.move(user, body.id, body.pid),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysOrg/delete',
    access: { permission: 'sysOrg:delete' },
    summary: 'Delete an organisation without sub-organisations and users',
    tags,
    body: idInput,
    handler: async ({ body, user }) => service.delete(user, body.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysOrg/setStatus',
    access: { permission: 'sysOrg:setStatus' },
    summary: 'Enable (1) or disable (2); disabling covers the subtree and signs its users out',
    tags,
    body: orgStatusInput,
    handler: async ({ body, user }) => service.setStatus(user, body.id, body.status),
  });
}
