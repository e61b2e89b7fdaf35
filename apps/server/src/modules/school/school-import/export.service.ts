import { PassThrough } from 'node:stream';
import {
  type ImportKind,
  maskIdCard,
  type SchoolClassFilter,
  type SchoolOrgExportFilter,
  type SchoolStudentFilter,
  type SchoolTeacherFilter,
} from '@meiyu/contract';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../../core/app-context';
import type { AuthUser } from '../../../core/auth/auth-user';
import type { Locale } from '../../../core/locale';
import { dataScopeOf, scopeHasOrg } from '../../../core/data-scope';
import { currentRequest } from '../../../core/request-context';
import { contains } from '../../../core/sql-helpers';
import { loadSchoolDicts } from '../school-dicts';
import type { SchoolRepository } from '../school.repository';
import { canWriteOrg, schoolScopeOf } from '../school-scope';
import { COLUMN_LABELS, type ColumnKey, classLabel, SHEET_TEXTS } from '../school-texts';

/** An export is a list as filtered; beyond this many rows it stops (a province exports per district). */
const MAX_EXPORT = 200_000;
const CHUNK = 1000;

type Cell = string | number | null;

/**
 * Exports of the school lists with the filters of their pages, streamed as xlsx: rows are read in chunks and
 * written as they come, so a large export never sits in memory. ID card numbers are whole only for callers who
 * may change the row (school admins); bureaus and teachers get them masked, as on screen.
 */
export class SchoolExportService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SchoolRepository,
  ) {}

  async export(
    kind: ImportKind,
    filter: SchoolClassFilter | SchoolTeacherFilter | SchoolStudentFilter,
    user: AuthUser,
    locale: Locale,
  ): Promise<PassThrough> {
    const scope = await schoolScopeOf(this.ctx, user);
    const dicts = await loadSchoolDicts(this.ctx.db);
    // Whole ID card numbers only for those who may change the rows; readers get them as the screens show them.
    const editor = await this.ctx.permissions.can(
      user,
      kind === 'teachers' ? 'schoolTeacher:update' : 'schoolStudent:update',
    );
    const idCardFor = (orgId: number, value: string | null) =>
      editor && canWriteOrg(scope, orgId) ? value : maskIdCard(value);
    const label = (field: keyof typeof dicts, code: string | null) =>
      code ? (dicts[field].labelOf(code) ?? code) : null;
    const yesNo = (v: boolean) => SHEET_TEXTS[v ? 'yes' : 'no'][locale];
    const classText = (grade: number | null, classNo: number | null) =>
      grade === null || classNo === null
        ? null
        : classLabel(grade, classNo, dicts.grade.labelOf(String(grade)), locale);

    const stream = new PassThrough();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = wb.addWorksheet(SHEET_TEXTS[kind][locale], { views: [{ state: 'frozen', ySplit: 1 }] });
    const columns = (keys: [ColumnKey, number][]) => {
      sheet.columns = keys.map(([key, width]) => ({ header: COLUMN_LABELS[key][locale], key, width }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
    };
    const add = (cells: Cell[]) => sheet.addRow(cells).commit();

    const produce = async () => {
      if (kind === 'classes') {
        columns([
          ['school', 24],
          ['schoolYear', 12],
          ['grade', 10],
          ['classNo', 8],
          ['className', 16],
          ['headTeacher', 14],
          ['students', 10],
          ['status', 10],
          ['remark', 24],
        ]);
        const rows = await this.repo.classRows(
          this.repo.filterClasses(this.repo.classes(scope), filter as SchoolClassFilter),
          MAX_EXPORT,
          0,
        );
        for (const c of rows) {
          add([
            c.orgName,
            c.schoolYear,
            label('grade', String(c.grade)),
            c.classNo,
            c.name,
            c.headTeacherName,
            c.studentCount,
            SHEET_TEXTS[c.archived ? 'archived' : 'current'][locale],
            c.remark,
          ]);
        }
      } else if (kind === 'teachers') {
        columns([
          ['school', 24],
          ['realName', 12],
          ['phone', 14],
          ['gender', 8],
          ['idCard', 22],
          ['educationLevel', 12],
          ['degree', 10],
          ['title', 12],
          ['administrativeLevel', 12],
          ['mentorType', 12],
          ['subject', 10],
          ['classes', 30],
          ['account', 16],
          ['accountStatus', 10],
          ['passwordChanged', 14],
        ]);
        const q = this.repo.filterTeachers(scope, filter as SchoolTeacherFilter);
        for (let offset = 0; offset < MAX_EXPORT; offset += CHUNK) {
          const rows = await this.repo.teacherRows(q, CHUNK, offset);
          for (const t of rows) {
            add([
              t.orgName,
              t.realName,
              t.phone,
              label('gender', t.gender),
              idCardFor(t.orgId, t.idCardNum),
              label('educationLevel', t.educationLevel),
              label('degree', t.degree),
              label('title', t.title),
              label('administrativeLevel', t.administrativeLevel),
              label('mentorType', t.mentorType),
              label('subject', t.subject),
              t.classes.map((c) => classText(c.grade, c.classNo)).join('；'),
              t.account,
              SHEET_TEXTS[t.status === 1 ? 'enabled' : 'disabled'][locale],
              yesNo(!t.mustChangePassword),
            ]);
          }
          if (rows.length < CHUNK) break;
        }
      } else {
        columns([
          ['school', 24],
          ['realName', 12],
          ['studentNo', 16],
          ['gender', 8],
          ['nation', 10],
          ['idCard', 22],
          ['grade', 10],
          ['classNo', 8],
          ['className', 14],
          ['schoolYear', 12],
          ['guardianPhone', 14],
          ['account', 18],
          ['status', 10],
          ['passwordChanged', 14],
        ]);
        // The ids in the page's order first, then the rows by chunks of ids: no deep OFFSET scans.
        const ids = (
          await this.repo
            .filterStudents(scope, filter as SchoolStudentFilter)
            .leftJoin('school_class as c', 'c.id', 'sp.class_id')
            .select('sp.user_id')
            .orderBy('sp.org_id')
            .orderBy('c.grade')
            .orderBy('c.class_no')
            .orderBy('sp.student_no')
            .limit(MAX_EXPORT)
            .execute()
        ).map((r) => Number(r.user_id));
        for (let i = 0; i < ids.length; i += CHUNK) {
          const chunk = ids.slice(i, i + CHUNK);
          const rows = await this.repo.studentRows(
            this.repo.students(scope).where('sp.user_id', 'in', chunk),
            CHUNK,
            0,
            { maskIdCard: false },
          );
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const id of chunk) {
            const s = byId.get(id);
            if (!s) continue;
            add([
              s.orgName,
              s.realName,
              s.studentNo,
              label('gender', s.gender),
              label('nation', s.nation),
              idCardFor(s.orgId, s.idCard),
              s.grade === null ? null : label('grade', String(s.grade)),
              s.classNo,
              s.className,
              s.schoolYear,
              s.guardianPhone,
              s.account,
              SHEET_TEXTS[s.status === 1 ? 'inSchool' : 'graduated'][locale],
              yesNo(!s.mustChangePassword),
            ]);
          }
        }
      }
      sheet.commit();
      await wb.commit();
    };
    produce().catch((err: unknown) => {
      currentRequest()?.log.error({ err }, 'school export failed');
      stream.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return stream;
  }

  /**
   * The schools of the organisation list's filters inside the caller's scope (pid: that subtree), streamed as xlsx
   * with the import template's columns first, so an export edited and re-imported elsewhere reads as a template.
   */
  async exportSchools(filter: SchoolOrgExportFilter, user: AuthUser, locale: Locale): Promise<PassThrough> {
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    let ids: number[] | null = scope.kind === 'all' ? null : scope.kind === 'orgs' ? scope.orgIds : [];
    if (filter.pid) {
      const subtree = scopeHasOrg(scope, filter.pid) ? await this.ctx.orgs.subtree(filter.pid) : [];
      ids = subtree.filter((id) => scopeHasOrg(scope, id));
    }
    const dicts = await loadSchoolDicts(this.ctx.db);
    const stream = new PassThrough();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = wb.addWorksheet(SHEET_TEXTS.schools[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
    const keys: [ColumnKey, number][] = [
      ['schoolName', 26],
      ['schoolCode', 16],
      ['schoolType', 18],
      ['parentCode', 16],
      ['regionCode', 14],
      ['address', 30],
      ['contactPerson', 12],
      ['contactPhone', 16],
      ['geographicalType', 10],
      ['parentName', 20],
      ['regionName', 24],
      ['status', 8],
    ];
    sheet.columns = keys.map(([key, width]) => ({ header: COLUMN_LABELS[key][locale], key, width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const produce = async () => {
      if (ids === null || ids.length) {
        let q = this.ctx.db
          .selectFrom('sys_org as o')
          .leftJoin('sys_org as p', (j) => j.onRef('p.id', '=', 'o.pid').on('p.is_delete', '=', 0))
          .leftJoin('sys_region as r', 'r.code', 'o.region_code')
          .where('o.is_delete', '=', 0)
          .where('o.type', 'like', '2%');
        if (ids !== null) q = q.where('o.id', 'in', ids);
        if (filter.name?.trim()) q = q.where(contains('o.name', filter.name.trim()));
        if (filter.code?.trim()) q = q.where(contains('o.code', filter.code.trim()));
        if (filter.type?.trim()) q = q.where('o.type', '=', filter.type.trim());
        if (filter.status) q = q.where('o.status', '=', filter.status);
        const rows = await q
          .selectAll('o')
          .select(['p.code as parent_code', 'p.name as parent_name', 'r.path_name as region_name'])
          .orderBy('o.type')
          .orderBy('o.order_no')
          .orderBy('o.id')
          .limit(MAX_EXPORT)
          .execute();
        for (const o of rows) {
          sheet
            .addRow([
              o.name,
              o.code,
              (o.type && dicts.schoolType.labelOf(o.type)) ?? o.type,
              o.parent_code,
              o.region_code,
              o.address,
              o.contact_person,
              o.contact_phone,
              (o.geographical_type && dicts.geographicalType.labelOf(o.geographical_type)) ?? o.geographical_type,
              o.parent_name,
              o.region_name,
              SHEET_TEXTS[o.status === 1 ? 'enabled' : 'disabled'][locale],
            ])
            .commit();
        }
      }
      sheet.commit();
      await wb.commit();
    };
    produce().catch((err: unknown) => {
      currentRequest()?.log.error({ err }, 'schools export failed');
      stream.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return stream;
  }
}
