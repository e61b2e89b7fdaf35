import { idInput, jobRunPageInput, jobUpdateInput, pageInput, zId } from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JOB_STATUS } from '../../core/jobs/scheduler';
import { defineRoute } from '../../core/route';
import { JobsService } from './jobs.service';

const tags = ['sysJob'];

export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const service = new JobsService(app.ctx);

  defineRoute(app, {
    method: 'POST',
    url: '/sysJob/page',
    access: { permission: 'sysJob:page' },
    summary: 'The scheduled jobs with their next fire time and latest run',
    tags,
    body: pageInput,
    handler: ({ body }) => service.page(body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysJob/detail',
    access: { permission: 'sysJob:page' },
    summary: 'One scheduled job',
    tags,
    query: z.object({ id: zId() }),
    handler: ({ query }) => service.detail(query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysJob/update',
    access: { permission: 'sysJob:update' },
    summary: "Change a job's cron expression or remark",
    tags,
    body: jobUpdateInput,
    handler: ({ body, user }) => service.update(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysJob/pause',
    access: { permission: 'sysJob:pause' },
    summary: 'Pause a job',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.setStatus(body.id, JOB_STATUS.paused, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysJob/resume',
    access: { permission: 'sysJob:resume' },
    summary: 'Resume a paused job',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.setStatus(body.id, JOB_STATUS.active, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysJob/run',
    access: { permission: 'sysJob:run' },
    summary: 'Run a job now (in this server instance) and return the run',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.runNow(body.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysJob/runPage',
    access: { permission: 'sysJob:runPage' },
    summary: 'A page of the run history',
    tags,
    body: jobRunPageInput,
    handler: ({ body }) => service.runs(body),
  });
}
