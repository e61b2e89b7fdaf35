import { idInput, menuInput, menuListInput, menuUpdateInput } from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../core/route';
import { MenusRepository } from './menus.repository';
import { MenusService } from './menus.service';

const tags = ['sysMenu'];

export async function menusRoutes(app: FastifyInstance): Promise<void> {
  const service = new MenusService(app.ctx, new MenusRepository(app.ctx.db));

  defineRoute(app, {
    method: 'GET',
    url: '/sysMenu/loginMenuTree',
    access: 'user',
    summary: "The signed-in user's menu tree (buttons excluded)",
    tags,
    handler: ({ user }) => service.loginMenuTree(user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysMenu/ownBtnPermList',
    access: 'user',
    summary: "The signed-in user's button permissions",
    tags,
    handler: ({ user }) => service.ownBtnPermList(user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysMenu/list',
    access: 'user',
    summary: 'Menus: a flat list when Title or Type is given, else a tree with buttons and disabled menus',
    tags,
    query: menuListInput,
    handler: ({ query, user }) => service.list(user, query.title, query.type),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysMenu/add',
    access: { permission: 'sysMenu:add' },
    summary: 'Add a menu, page or button',
    tags,
    body: menuInput,
    handler: ({ body, user }) => service.add(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysMenu/update',
    access: { permission: 'sysMenu:update' },
    summary: 'Update a menu, page or button',
    tags,
    body: menuUpdateInput,
    handler: ({ body, user }) => service.update(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysMenu/delete',
    access: { permission: 'sysMenu:delete' },
    summary: 'Delete a menu with all its descendants and role links',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.delete(body.id, user),
  });
}
