import { regionSearchInput, regionTreeInput } from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../core/route';
import { RegionsRepository } from './regions.repository';

const tags = ['sysRegion'];

/** The national administrative divisions: reference data every organisation points at, read-only. */
export async function regionsRoutes(app: FastifyInstance): Promise<void> {
  const repo = new RegionsRepository(app.ctx.db);

  defineRoute(app, {
    method: 'GET',
    url: '/sysRegion/tree',
    access: { permission: 'sysRegion:tree' },
    summary: 'The divisions directly below a code (the provinces without one), for lazily loaded trees',
    tags,
    query: regionTreeInput,
    handler: ({ query }) => repo.children(query.code || null),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysRegion/search',
    access: { permission: 'sysRegion:search' },
    summary: 'A page of divisions whose name (or path) contains the keyword, or whose code starts with it',
    tags,
    query: regionSearchInput,
    handler: ({ query }) => repo.search(query),
  });
}
