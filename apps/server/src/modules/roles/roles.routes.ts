import {
  idInput,
  roleGrantDataScopeInput,
  roleGrantMenuInput,
  roleInput,
  rolePageInput,
  roleStatusInput,
  roleUpdateInput,
  zId,
} from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import { RolesService } from './roles.service';

const tags = ['sysRole'];
const byId = z.object({ id: zId() });

export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const service = new RolesService(app.ctx);

  defineRoute(app, {
    method: 'POST',
    url: '/sysRole/page',
    access: { permission: 'sysRole:page' },
    summary: 'A page of the roles the caller may manage, with how many users hold each',
    tags,
    body: rolePageInput,
    handler: ({ body, user }) => service.page(user, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysRole/list',
    access: { permission: 'sysRole:list' },
    summary: 'The enabled roles the caller may grant (the user form)',
    tags,
    handler: ({ user }) => service.list(user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysRole/add',
    access: { permission: 'sysRole:add' },
    summary: 'Add a role with its menus and data scope (never more than the caller holds); returns its id',
    tags,
    body: roleInput,
    handler: ({ body, user }) => service.add(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysRole/update',
    access: { permission: 'sysRole:update' },
    summary: 'Update a role (menuIdList left out: menus unchanged)',
    tags,
    body: roleUpdateInput,
    handler: async ({ body, user }) => service.update(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysRole/delete',
    access: { permission: 'sysRole:delete' },
    summary: 'Delete a role no user holds (built-in roles stay)',
    tags,
    body: idInput,
    handler: async ({ body, user }) => service.delete(user, body.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysRole/setStatus',
    access: { permission: 'sysRole:setStatus' },
    summary: 'Enable (1) or disable (2) a role',
    tags,
    body: roleStatusInput,
    handler: async ({ body, user }) => service.setStatus(user, body.id, body.status),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysRole/grantMenu',
    access: { permission: 'sysRole:grantMenu' },
    summary: "Replace a role's menus and buttons (a subset of the caller's own; ancestors are added)",
    tags,
    body: roleGrantMenuInput,
    handler: async ({ body, user }) => service.grantMenu(user, body.id, body.menuIdList),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysRole/ownMenuList',
    access: { permission: 'sysRole:ownMenuList' },
    summary: "A role's menu and button ids",
    tags,
    query: byId,
    handler: ({ query, user }) => service.ownMenuList(user, query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysRole/grantDataScope',
    access: { permission: 'sysRole:grantDataScope' },
    summary:
      "Set a role's data scope (1 all, 2 organisation and below, 3 organisation, 4 self, 5 custom organisations)",
    tags,
    body: roleGrantDataScopeInput,
    handler: async ({ body, user }) => service.grantDataScope(user, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysRole/ownOrgList',
    access: { permission: 'sysRole:ownOrgList' },
    summary: "A role's custom-scope organisation ids (inside the caller's scope)",
    tags,
    query: byId,
    handler: ({ query, user }) => service.ownOrgList(user, query.id),
  });
}
