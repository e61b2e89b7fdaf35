import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { defineRoute } from '../../core/route';
import { CONST_GROUPS } from './constants.data';

const tags = ['sysConst'];

export async function constantsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/sysConst/list',
    access: 'user',
    summary: 'Every constant group, items under data.result',
    tags,
    handler: async () => CONST_GROUPS,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysConst/data/:typeName',
    access: 'user',
    summary: "One constant group's items",
    tags,
    params: z.object({ typeName: z.string().min(1).max(64) }),
    handler: async ({ params }) => {
      const group = CONST_GROUPS.find((g) => g.code.toLowerCase() === params.typeName.toLowerCase());
      if (!group) throw new AppError('D1100');
      return group.data.result;
    },
  });
}
