import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  type ImportKind,
  idInput,
  PASSWORD_RULES,
  type PasswordRule,
  promotionInput,
  schoolAdminPageInput,
  schoolClassFilter,
  schoolClassInput,
  schoolClassPageInput,
  schoolClassUpdateInput,
  schoolOrgExportFilter,
  schoolResetPasswordInput,
  schoolStudentFilter,
  schoolStudentInput,
  schoolStudentPageInput,
  schoolStudentUpdateInput,
  schoolTeacherFilter,
  schoolTeacherInput,
  schoolTeacherPageInput,
  schoolTeacherUpdateInput,
  schoolYearOf,
  zId,
} from '@meiyu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError, ForbiddenError } from '../../core/errors';
import { offsetOf, pageResult } from '../../core/paging';
import { defineRoute } from '../../core/route';
import { SchoolRepository } from './school.repository';
import { SchoolClassesService } from './school-classes.service';
import { SchoolExportService } from './school-import/export.service';
import { SchoolImportService, type UploadOptions } from './school-import/import.service';
import { attachment, XLSX_TYPE } from './school-import/workbooks';
import { SchoolPromotionService } from './school-promotion.service';
import { schoolScopeOf } from './school-scope';
import { SchoolStudentsService } from './school-students.service';
import { SchoolTeachersService } from './school-teachers.service';
import { SHEET_TEXTS } from './school-texts';

const kindQuery = z.object({ kind: z.enum(IMPORT_KINDS) });
const jobQuery = z.object({ jobId: z.string().trim().min(1).max(64) });

function sendXlsx(reply: FastifyReply, name: string, body: Buffer | NodeJS.ReadableStream) {
  reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(name));
  reply.header('cache-control', 'no-store');
  return reply.send(body);
}

const stamp = () => new Date().toISOString().slice(0, 10);

/** The import's options come as form fields before the file (the fixed password SM2-encrypted). */
async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; options: UploadOptions }> {
  if (!req.isMultipart()) throw new AppError('S1100');
  const options: UploadOptions = {};
  let bytes: Buffer | null = null;
  const num = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);
  try {
    for await (const part of req.parts({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        bytes = await part.toBuffer();
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : '';
      if (part.fieldname === 'orgId') options.orgId = num(value);
      else if (part.fieldname === 'classId') options.classId = num(value);
      else if (part.fieldname === 'schoolYear') options.schoolYear = value.trim() || null;
      else if (part.fieldname === 'password') options.password = value || null;
      else if (part.fieldname === 'passwordRule' && (PASSWORD_RULES as readonly string[]).includes(value)) {
        options.passwordRule = value as PasswordRule;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('D8001');
    throw err;
  }
  if (!bytes) throw new AppError('S1100');
  return { bytes, options };
}

export async function schoolRoutes(app: FastifyInstance): Promise<void> {
  const repo = new SchoolRepository(app.ctx.db);
  const classes = new SchoolClassesService(app.ctx, repo);
  const teachers = new SchoolTeachersService(app.ctx, repo);
  const students = new SchoolStudentsService(app.ctx, repo);
  const promotion = new SchoolPromotionService(app.ctx, repo);
  const imports = new SchoolImportService(app.ctx, repo);
  const exports = new SchoolExportService(app.ctx, repo);

  // ---- classes
  const classTags = ['schoolClass'];
  defineRoute(app, {
    method: 'GET',
    url: '/schoolClass/schools',
    access: { permission: 'schoolClass:schools' },
    summary: 'The schools the caller reaches',
    tags: classTags,
    handler: ({ user }) => classes.schools(user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolClass/page',
    access: { permission: 'schoolClass:page' },
    summary: 'A page of classes in the caller’s scope (archived=1: graduated classes)',
    tags: classTags,
    body: schoolClassPageInput,
    handler: ({ body, user }) => classes.page(body, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolClass/list',
    access: { permission: 'schoolClass:list' },
    summary: 'Current classes for selects (at most 1000)',
    tags: classTags,
    query: schoolClassFilter,
    handler: ({ query, user }) => classes.list(query, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolClass/detail',
    access: { permission: 'schoolClass:detail' },
    summary: 'One class, or null (also for a class outside the caller’s scope)',
    tags: classTags,
    query: idInput,
    handler: ({ query, user }) => classes.detail(query.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolClass/add',
    access: { permission: 'schoolClass:add' },
    summary: 'Add a class; returns its id',
    tags: classTags,
    body: schoolClassInput,
    handler: ({ body, user }) => classes.add(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolClass/update',
    access: { permission: 'schoolClass:update' },
    summary: 'Update a class',
    tags: classTags,
    body: schoolClassUpdateInput,
    handler: ({ body, user }) => classes.update(body, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolClass/delete',
    access: { permission: 'schoolClass:delete' },
    summary: 'Delete a class without students',
    tags: classTags,
    body: idInput,
    handler: ({ body, user }) => classes.delete(body.id, user),
  });

  // ---- teachers
  const teacherTags = ['schoolTeacher'];
  defineRoute(app, {
    method: 'POST',
    url: '/schoolTeacher/page',
    access: { permission: 'schoolTeacher:page' },
    summary: 'A page of teachers in the caller’s scope',
    tags: teacherTags,
    body: schoolTeacherPageInput,
    handler: ({ body, user }) => teachers.page(body, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolTeacher/list',
    access: { permission: 'schoolTeacher:list' },
    summary: 'Teachers for selects (at most 1000)',
    tags: teacherTags,
    query: schoolTeacherFilter,
    handler: ({ query, user }) => teachers.list(query, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolTeacher/detail',
    access: { permission: 'schoolTeacher:detail' },
    summary: 'One teacher, or null',
    tags: teacherTags,
    query: idInput,
    handler: ({ query, user }) => teachers.detail(query.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolTeacher/add',
    access: { permission: 'schoolTeacher:add' },
    summary: 'Add a teacher with its account (must change the password at first sign-in); returns its id',
    tags: teacherTags,
    body: schoolTeacherInput,
    handler: ({ body, user, req }) => teachers.add(body, user, req.locale),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolTeacher/update',
    access: { permission: 'schoolTeacher:update' },
    summary: 'Update a teacher',
    tags: teacherTags,
    body: schoolTeacherUpdateInput,
    handler: ({ body, user, req }) => teachers.update(body, user, req.locale),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolTeacher/delete',
    access: { permission: 'schoolTeacher:delete' },
    summary: 'Delete a teacher and its account',
    tags: teacherTags,
    body: idInput,
    handler: ({ body, user }) => teachers.delete(body.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolTeacher/resetPwd',
    access: { permission: 'schoolTeacher:resetPwd' },
    summary: 'Reset a teacher’s password by a rule; forces a change at the next sign-in',
    tags: teacherTags,
    body: schoolResetPasswordInput,
    handler: ({ body, user }) => teachers.resetPassword(body, user),
  });

  // ---- students
  const studentTags = ['schoolStudent'];
  defineRoute(app, {
    method: 'POST',
    url: '/schoolStudent/page',
    access: { permission: 'schoolStudent:page' },
    summary: 'A page of students in the caller’s scope (ID card numbers masked)',
    tags: studentTags,
    body: schoolStudentPageInput,
    handler: ({ body, user }) => students.page(body, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolStudent/detail',
    access: { permission: 'schoolStudent:detail' },
    summary: 'One student, or null',
    tags: studentTags,
    query: idInput,
    handler: ({ query, user }) => students.detail(query.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolStudent/add',
    access: { permission: 'schoolStudent:add' },
    summary: 'Add a student with its account (must change the password at first sign-in); returns its id',
    tags: studentTags,
    body: schoolStudentInput,
    handler: ({ body, user, req }) => students.add(body, user, req.locale),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolStudent/update',
    access: { permission: 'schoolStudent:update' },
    summary: 'Update a student (another class of the same school included)',
    tags: studentTags,
    body: schoolStudentUpdateInput,
    handler: ({ body, user, req }) => students.update(body, user, req.locale),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolStudent/delete',
    access: { permission: 'schoolStudent:delete' },
    summary: 'Delete a student and its account',
    tags: studentTags,
    body: idInput,
    handler: ({ body, user }) => students.delete(body.id, user),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolStudent/resetPwd',
    access: { permission: 'schoolStudent:resetPwd' },
    summary: 'Reset a student’s password by a rule; forces a change at the next sign-in',
    tags: studentTags,
    body: schoolResetPasswordInput,
    handler: ({ body, user }) => students.resetPassword(body, user),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolStudent/loginSlips',
    access: { permission: 'schoolStudent:loginSlips' },
    summary: 'A class’s login slips: name, account, initial password hint, login address',
    tags: studentTags,
    query: z.object({ classId: zId() }),
    handler: ({ query, user, req }) => {
      const origin = `${req.protocol}://${req.host}`;
      return students.loginSlips(query.classId, user, req.locale, `${origin}/login`);
    },
  });

  // ---- school admins
  defineRoute(app, {
    method: 'POST',
    url: '/schoolAdmin/page',
    access: { permission: 'schoolAdmin:page' },
    summary: 'A page of the school administrators in the caller’s scope',
    tags: ['schoolAdmin'],
    body: schoolAdminPageInput,
    handler: async ({ body, user }) => {
      const q = repo.filterAdmins(await schoolScopeOf(app.ctx, user), body);
      const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      return pageResult(body, total, await repo.adminRows(q, body.pageSize, offsetOf(body)));
    },
  });

  // ---- promotion
  defineRoute(app, {
    method: 'POST',
    url: '/schoolPromotion/preview',
    access: { permission: 'schoolPromotion:preview' },
    summary: 'What a promotion would do: classes moving up, graduating, conflicts',
    tags: ['schoolPromotion'],
    body: promotionInput,
    handler: ({ body, user, req }) => promotion.preview(body, user, req.locale),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolPromotion/run',
    access: { permission: 'schoolPromotion:run' },
    summary: 'Promote every current class of the school one grade; graduate the last grade',
    tags: ['schoolPromotion'],
    body: promotionInput,
    handler: ({ body, user, req }) => promotion.run(body, user, req.locale),
  });

  // ---- import
  const importTags = ['schoolImport'];
  /** The template and upload of schools need schoolImport:schools; of a school's own data, the action's button. */
  const requireKind = async (user: AuthUser, kind: ImportKind, action: 'template' | 'upload') => {
    const permission = kind === 'schools' ? 'schoolImport:schools' : `schoolImport:${action}`;
    if (!(await app.ctx.permissions.can(user, permission))) throw new ForbiddenError();
  };
  defineRoute(app, {
    method: 'GET',
    url: '/schoolImport/options',
    access: { permission: 'schoolImport:options' },
    summary: 'Whether a default password is set, and the current school year',
    tags: importTags,
    handler: async () => ({
      defaultPasswordSet: !!(await app.ctx.settings.string('sys_password'))?.trim(),
      schoolYear: schoolYearOf(),
      maxRows: 60_000,
    }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolImport/template',
    // Per kind (kindPermission): a school's data for school admins, schools for bureaus.
    access: 'user',
    summary: 'The xlsx template of an import kind, in the caller’s language',
    tags: importTags,
    query: kindQuery,
    raw: true,
    handler: async ({ query, reply, req, user }) => {
      await requireKind(user, query.kind, 'template');
      return sendXlsx(
        reply,
        `${SHEET_TEXTS[query.kind][req.locale]}-template.xlsx`,
        await imports.template(query.kind, req.locale),
      );
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/schoolImport/upload',
    access: 'user',
    summary:
      'Upload an xlsx (multipart: file; fields orgId, schoolYear, classId, passwordRule, password); returns the job id',
    tags: importTags,
    query: kindQuery,
    handler: async ({ query, req, user }) => {
      await requireKind(user, query.kind, 'upload');
      const { bytes, options } = await readUpload(req);
      return imports.start(query.kind, bytes, options, user);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolImport/progress',
    access: { permission: 'schoolImport:progress' },
    summary: 'The progress of the caller’s import job: phase, rows, rejected rows with row, column and reason',
    tags: importTags,
    query: jobQuery,
    handler: async ({ query, user, req }) => imports.progress(query.jobId, user, req.locale),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/schoolImport/errors',
    access: { permission: 'schoolImport:errors' },
    summary: 'The rejected rows of an import as xlsx',
    tags: importTags,
    query: jobQuery,
    raw: true,
    handler: async ({ query, user, reply, req }) =>
      sendXlsx(
        reply,
        `${SHEET_TEXTS.errors[req.locale]}-${stamp()}.xlsx`,
        await imports.rejectedRows(query.jobId, user, req.locale),
      ),
  });

  // ---- export
  const exportTags = ['schoolExport'];
  const exportRoute = (kind: 'classes' | 'teachers' | 'students', filter: z.ZodType) =>
    defineRoute(app, {
      method: 'GET',
      url: `/schoolExport/${kind}`,
      access: { permission: `schoolExport:${kind}` },
      summary: `The ${kind} of the page's filters as xlsx (streamed)`,
      tags: exportTags,
      query: filter,
      raw: true,
      handler: async ({ query, user, reply, req }) =>
        sendXlsx(
          reply,
          `${SHEET_TEXTS[kind][req.locale]}-${stamp()}.xlsx`,
          await exports.export(kind, query as z.infer<typeof schoolStudentFilter>, user, req.locale),
        ),
    });
  exportRoute('classes', schoolClassFilter);
  exportRoute('teachers', schoolTeacherFilter);
  exportRoute('students', schoolStudentFilter);
  defineRoute(app, {
    method: 'GET',
    url: '/schoolExport/schools',
    access: { permission: 'schoolExport:schools' },
    summary: "The schools of the organisation list's filters inside the caller's scope as xlsx (streamed)",
    tags: exportTags,
    query: schoolOrgExportFilter,
    raw: true,
    handler: async ({ query, user, reply, req }) =>
      sendXlsx(
        reply,
        `${SHEET_TEXTS.schools[req.locale]}-${stamp()}.xlsx`,
        await exports.exportSchools(query, user, req.locale),
      ),
  });
}
