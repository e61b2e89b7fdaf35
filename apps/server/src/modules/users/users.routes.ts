import {
  idInput,
  userGrantRoleInput,
  userInput,
  userPageInput,
  userStatusInput,
  userUpdateInput,
  zId,
} from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const tags = ['sysUser'];

/** User administration inside the caller's data scope (the caller's own profile lives in users-profile). */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const service = new UsersService(app.ctx, new UsersRepository(app.ctx.db));

  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/page',
    access: { permission: 'sysUser:page' },
    summary: "A page of the users in the caller's scope (orgId: that organisation and below)",
    tags,
    body: userPageInput,
    handler: ({ body, user }) => service.page(user, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysUser/detail',
    access: { permission: 'sysUser:detail' },
    summary: 'One user with its roles, or null (also outside the scope)',
    tags,
    query: z.object({ id: zId() }),
    handler: ({ query, user }) => service.detail(user, query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/add',
    access: { permission: 'sysUser:add' },
    summary: 'Add a user in an organisation of the scope; returns its id and, unless one was typed, its first password',
    tags,
    body: userInput,
    handler: ({ body, user }) => service.add(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/update',
    access: { permission: 'sysUser:update' },
    summary: 'Update a user (fields, organisation, position, roles)',
    tags,
    body: userUpdateInput,
    handler: async ({ body, user }) => service.update(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/delete',
    access: { permission: 'sysUser:delete' },
    summary: 'Delete a user and end its sessions',
    tags,
    body: idInput,
    handler: async ({ body, user }) => service.delete(user, body.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/setStatus',
    access: { permission: 'sysUser:setStatus' },
    summary: 'Enable (1) or disable (2) a user; disabling ends its sessions',
    tags,
    body: userStatusInput,
    handler: async ({ body, user }) => service.setStatus(user, body.id, body.status),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/resetPwd',
    access: { permission: 'sysUser:resetPwd' },
    summary: 'Reset the password to sys_password (or a generated one, returned once); the user must change it',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.resetPwd(user, body.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/unlockLogin',
    access: { permission: 'sysUser:unlockLogin' },
    summary: 'Clear the wrong-password lockout of a user',
    tags,
    body: idInput,
    handler: async ({ body, user }) => service.unlockLogin(user, body.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/grantRole',
    access: { permission: 'sysUser:grantRole' },
    summary: "Replace a user's roles with roles the caller may grant",
    tags,
    body: userGrantRoleInput,
    handler: async ({ body, user }) => service.grantRole(user, body.userId, body.roleIdList),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysUser/ownRoleList',
    access: { permission: 'sysUser:ownRoleList' },
    summary: "A user's role ids",
    tags,
    query: z.object({ userId: zId() }),
    handler: ({ query, user }) => service.ownRoleList(user, query.userId),
  });
}
