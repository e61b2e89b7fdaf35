import { FILE_KINDS, type FileKindCode, filePageInput, idInput, zId } from '@meiyu/contract';
import type { MultipartFields, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { defineRoute } from '../../core/route';
import { FilesService } from './files.service';

const tags = ['sysFile'];

function fieldText(fields: MultipartFields, name: string): string | null {
  const f = fields[name];
  const one = Array.isArray(f) ? f[0] : f;
  if (one?.type !== 'field') return null;
  const v = (one as MultipartValue).value;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const service = new FilesService(ctx);

  defineRoute(app, {
    method: 'POST',
    url: '/sysFile/page',
    access: { permission: 'sysFile:page' },
    summary: 'A page of files in the caller data scope',
    tags,
    body: filePageInput,
    handler: ({ body, user }) => service.page(user, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysFile/detail',
    access: { permission: 'sysFile:detail' },
    summary: 'One file with its signed content address',
    tags,
    query: z.object({ id: zId() }),
    handler: ({ query, user }) => service.detail(user, query.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysFile/limits',
    access: 'user',
    summary: 'Upload size limits per kind of file, in bytes',
    tags,
    handler: () => service.limits(),
  });

  // Multipart: optional fields (kind, bizType, remark, orgId) first, then the part `file`.
  defineRoute(app, {
    method: 'POST',
    url: '/sysFile/upload',
    access: { permission: 'sysFile:upload' },
    summary: 'Upload a file (multipart field file; the type is read from the content; limits per kind)',
    tags,
    handler: async ({ req, user }) => {
      if (!req.isMultipart()) throw new AppError('D8006');
      const limits = await service.limits();
      const part = await req.file({
        limits: { fileSize: Math.max(...Object.values(limits)) + 1, files: 1 },
        // The name as the client sent it: a name with directories is refused, not silently shortened.
        preservePath: true,
      });
      if (!part) throw new AppError('D8006');
      const kind = fieldText(part.fields, 'kind');
      const orgIdText = fieldText(part.fields, 'orgId');
      if (orgIdText !== null && !/^\d{1,16}$/.test(orgIdText)) {
        part.file.resume();
        throw new AppError('D7002');
      }
      const orgId = await service.uploadOrg(user, orgIdText ? Number(orgIdText) : null);
      const kinds = kind && (FILE_KINDS as readonly string[]).includes(kind) ? [kind as FileKindCode] : undefined;
      const row = await ctx.files.upload(
        part.file,
        part.filename,
        {
          user,
          orgId,
          bizType: (fieldText(part.fields, 'bizType') ?? 'general').slice(0, 64),
          remark: fieldText(part.fields, 'remark')?.slice(0, 256) ?? null,
        },
        { kinds },
      );
      return service.detail(user, row.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysFile/delete',
    access: { permission: 'sysFile:delete' },
    summary: 'Delete a file and its stored bytes',
    tags,
    body: idInput,
    handler: ({ body, user }) => service.remove(user, body.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysFile/download',
    access: { permission: 'sysFile:download' },
    summary: 'Download a file with the Authorization header (Range supported)',
    tags,
    raw: true,
    query: z.object({ id: zId() }),
    handler: async ({ query, user, req, reply }) => {
      const row = await service.visible(user, query.id);
      const { org_name: _, ...file } = row;
      return service.send(reply, file, 'file', req.headers.range, true);
    },
  });

  // Media elements cannot send headers: the address itself carries a signature the server gave a caller
  // allowed to see the file, valid for a few hours.
  defineRoute(app, {
    method: 'GET',
    url: '/sysFile/content/:id',
    access: 'anonymous',
    summary: 'File content at a signed address (Range supported)',
    tags,
    raw: true,
    params: z.object({ id: zId() }),
    query: z.object({
      exp: z.coerce.number().int(),
      sig: z.string().max(64),
      v: z.enum(['file', 'thumb']).default('file'),
      download: z.string().max(8).optional(),
    }),
    handler: async ({ params, query, req, reply }) => {
      if (!ctx.files.verifySignature(params.id, query.v, query.exp, query.sig)) return reply.status(403).send();
      const row = await ctx.files.byId(params.id);
      if (!row) return reply.status(404).send();
      return service.send(reply, row, query.v, req.headers.range, query.download === '1');
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/sysFile/public/:name',
    access: 'anonymous',
    summary: 'A public file (avatars) at its unguessable address',
    tags,
    raw: true,
    params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{8,40}\.[a-z0-9]{2,5}$/) }),
    handler: async ({ params, req, reply }) => {
      const row = await ctx.files.byPublicKey(params.name.split('.')[0]!);
      if (!row) return reply.status(404).send();
      return service.send(reply, row, 'file', req.headers.range, false, 'public, max-age=31536000, immutable');
    },
  });
}
