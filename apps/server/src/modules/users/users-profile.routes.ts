import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { changePasswordInput, updateBaseInfoInput } from '@meiyu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { defineRoute } from '../../core/route';
import { AVATAR_MAX_BYTES, UsersProfileService } from './users-profile.service';

const tags = ['sysUser'];
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

export async function usersProfileRoutes(app: FastifyInstance): Promise<void> {
  const service = new UsersProfileService(app.ctx);

  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/updateBaseInfo',
    access: 'user',
    summary: "Update the caller's own profile",
    tags,
    body: updateBaseInfoInput,
    handler: ({ body, user, req }) => service.updateBaseInfo(user, body, req.locale),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/changePwd',
    access: 'user',
    summary: "Change the caller's password (both SM2-encrypted); signs out every session",
    tags,
    body: changePasswordInput,
    handler: ({ body, user }) => service.changePassword(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysUser/uploadAvatar',
    access: 'user',
    summary: 'Upload an avatar picture (multipart field file, at most 2 MB)',
    tags,
    handler: async ({ req, user }) => {
      if (!req.isMultipart()) throw new AppError('D8006');
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1 }, preservePath: true });
      if (!file) throw new AppError('D8006');
      return service.saveAvatar(user, file.file, file.filename);
    },
  });
  // Avatars stored before the files service (new ones are public files under /api/sysFile/public/). They are
  // shown by <img> without a token, so their names are unguessable and the route is open.
  defineRoute(app, {
    method: 'GET',
    url: '/sysUser/avatar/:file',
    access: 'anonymous',
    summary: 'An avatar picture',
    tags,
    raw: true,
    params: z.object({ file: z.string().regex(/^\d+-[0-9a-f]{24}\.(png|jpg|gif|webp)$/) }),
    handler: async ({ params, reply }) => {
      const path = join(service.avatarDir, params.file);
      if (!existsSync(path)) return reply.status(404).send();
      const ext = params.file.split('.').pop()!;
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(MIME[ext]!);
      return reply.send(createReadStream(path));
    },
  });
}
