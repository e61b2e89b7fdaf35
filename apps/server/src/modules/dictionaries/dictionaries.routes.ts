import {
  dictDataInput,
  dictDataListInput,
  dictDataPageInput,
  dictDataUpdateInput,
  dictStatusInput,
  dictTypeInput,
  dictTypePageInput,
  dictTypeUpdateInput,
  idInput,
  zId,
} from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PlainError } from '../../core/errors';
import { defineRoute } from '../../core/route';
import { DictionariesRepository } from './dictionaries.repository';
import { DictionariesService } from './dictionaries.service';

const tags = ['sysDictType'];
const itemTags = ['sysDictData'];

export async function dictionariesRoutes(app: FastifyInstance): Promise<void> {
  const service = new DictionariesService(app.ctx, new DictionariesRepository(app.ctx.db));

  defineRoute(app, {
    method: 'POST',
    url: '/sysDictType/page',
    access: { permission: 'sysDictType:page' },
    summary: 'A page of dictionary types',
    tags,
    body: dictTypePageInput,
    handler: ({ body }) => service.page(body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysDictType/list',
    access: 'user',
    summary: 'Every dictionary type, without items',
    tags,
    handler: () => service.list(),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysDictType/detail',
    access: { permission: 'sysDictType:detail' },
    summary: 'One dictionary type, or null',
    tags,
    query: z.object({ id: zId(), status: z.unknown().optional() }),
    handler: ({ query }) => service.detail(query.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysDictType/dataList',
    access: 'user',
    summary: "A dictionary type's items, every status",
    tags,
    query: z.object({ code: z.string().max(64).optional() }),
    handler: ({ query }) => {
      if (!query.code?.trim()) throw new PlainError('字典类型编码不能为空');
      return service.dataList(query.code.trim());
    },
  });
  // Sent as prepared JSON text: the list is large, read after every login and changes rarely.
  defineRoute(app, {
    method: 'GET',
    url: '/sysDictType/allDictList',
    access: 'user',
    summary: 'Every dictionary type with its items',
    tags,
    handler: () => service.allDictList(),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictType/add',
    access: { permission: 'sysDictType:add' },
    summary: 'Add a dictionary type',
    tags,
    body: dictTypeInput,
    handler: async ({ body, user }) => service.addType(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictType/update',
    access: { permission: 'sysDictType:update' },
    summary: 'Update a dictionary type',
    tags,
    body: dictTypeUpdateInput,
    handler: async ({ body, user }) => service.updateType(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictType/delete',
    access: { permission: 'sysDictType:delete' },
    summary: 'Delete a dictionary type and its items',
    tags,
    body: idInput,
    handler: async ({ body, user }) => service.deleteType(body.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictType/setStatus',
    access: { permission: 'sysDictType:setStatus' },
    summary: 'Enable (1) or disable (2) a dictionary type',
    tags,
    body: dictStatusInput,
    handler: async ({ body, user }) => service.setTypeStatus(body.id, body.status, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysDictData/page',
    access: { permission: 'sysDictData:page' },
    summary: "A page of a dictionary type's items",
    tags: itemTags,
    body: dictDataPageInput,
    handler: ({ body }) => service.itemPage(body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysDictData/list',
    access: 'user',
    summary: "A dictionary type's items",
    tags: itemTags,
    query: dictDataListInput,
    handler: ({ query }) => service.itemList(query.dictTypeId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictData/add',
    access: { permission: 'sysDictData:add' },
    summary: 'Add a dictionary item',
    tags: itemTags,
    body: dictDataInput,
    handler: async ({ body, user }) => service.addItem(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictData/update',
    access: { permission: 'sysDictData:update' },
    summary: 'Update a dictionary item',
    tags: itemTags,
    body: dictDataUpdateInput,
    handler: async ({ body, user }) => service.updateItem(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictData/delete',
    access: { permission: 'sysDictData:delete' },
    summary: 'Delete a dictionary item',
    tags: itemTags,
    body: idInput,
    handler: async ({ body, user }) => service.deleteItem(body.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysDictData/setStatus',
    access: { permission: 'sysDictData:setStatus' },
    summary: 'Enable (1) or disable (2) a dictionary item',
    tags: itemTags,
    body: dictStatusInput,
    handler: async ({ body, user }) => service.setItemStatus(body.id, body.status, user),
  });
}
