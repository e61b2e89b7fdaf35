import { logExPageInput, logOpPageInput, logVisPageInput, zId } from '@meiyu/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../core/files/file-name';
import type { Locale } from '../../core/locale';
import { defineRoute } from '../../core/route';
import { formatDateTime } from '../../core/time';
import type { SysLogExTable, SysLogOpTable, SysLogVisTable } from '../../db/types';
import { buildWorkbook, type ExportColumn, XLSX_MIME } from './logs-export';
import { LogsService } from './logs.service';

const h = (zhCn: string, en: string, zhTw: string): Record<Locale, string> => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

const TIME = h('时间', 'Time', '時間');
const ACCOUNT = h('账号', 'Account', '帳號');
const NAME = h('姓名', 'Name', '姓名');
const IP = h('IP地址', 'IP address', 'IP位址');

const VIS_COLUMNS: ExportColumn<SysLogVisTable>[] = [
  { header: TIME, width: 20, value: (r) => r.create_time },
  { header: ACCOUNT, width: 16, value: (r) => r.account },
  { header: NAME, width: 12, value: (r) => r.real_name },
  { header: h('登录方式', 'Method', '登入方式'), width: 10, value: (r) => r.method },
  { header: h('结果', 'Result', '結果'), width: 8, value: (r) => (r.status === 1 ? 'OK' : 'FAIL') },
  { header: h('原因', 'Reason', '原因'), width: 36, value: (r) => r.reason },
  { header: IP, width: 16, value: (r) => r.ip },
  { header: h('浏览器', 'Browser', '瀏覽器'), width: 14, value: (r) => r.browser },
  { header: h('操作系统', 'OS', '作業系統'), width: 14, value: (r) => r.os },
  { header: h('用户代理', 'User agent', '使用者代理'), width: 60, value: (r) => r.user_agent },
];

const OP_COLUMNS: ExportColumn<SysLogOpTable>[] = [
  { header: TIME, width: 20, value: (r) => r.create_time },
  { header: ACCOUNT, width: 16, value: (r) => r.account },
  { header: NAME, width: 12, value: (r) => r.real_name },
  { header: h('模块', 'Module', '模組'), width: 14, value: (r) => r.module },
  { header: h('操作', 'Action', '操作'), width: 12, value: (r) => r.action },
  { header: h('对象', 'Entity', '對象'), width: 18, value: (r) => r.entity },
  { header: h('对象ID', 'Entity id', '對象ID'), width: 18, value: (r) => r.entity_id },
  { header: h('修改前', 'Before', '修改前'), width: 60, value: (r) => r.before_json },
  { header: h('修改后', 'After', '修改後'), width: 60, value: (r) => r.after_json },
  { header: IP, width: 16, value: (r) => r.ip },
  { header: h('请求ID', 'Request id', '請求ID'), width: 14, value: (r) => r.request_id },
];

const EX_COLUMNS: ExportColumn<SysLogExTable>[] = [
  { header: TIME, width: 20, value: (r) => r.create_time },
  { header: ACCOUNT, width: 16, value: (r) => r.account },
  { header: h('请求', 'Request', '請求'), width: 40, value: (r) => `${r.http_method ?? ''} ${r.url ?? ''}`.trim() },
  { header: h('异常类型', 'Error', '異常類型'), width: 20, value: (r) => r.error_name },
  { header: h('异常信息', 'Message', '異常資訊'), width: 50, value: (r) => r.message },
  { header: h('堆栈', 'Stack', '堆疊'), width: 80, value: (r) => r.stack },
  { header: IP, width: 16, value: (r) => r.ip },
  { header: h('请求ID', 'Request id', '請求ID'), width: 14, value: (r) => r.request_id },
];

const SHEETS = {
  vis: h('登录日志', 'Login log', '登入日誌'),
  op: h('操作日志', 'Operation log', '操作日誌'),
  ex: h('异常日志', 'Exception log', '異常日誌'),
};

function sendXlsx(reply: FastifyReply, name: string, bytes: Buffer): FastifyReply {
  const stamp = formatDateTime().replace(/[-: ]/g, '').slice(0, 12);
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', contentDisposition(`${name}-${stamp}.xlsx`, false))
    .header('cache-control', 'no-store')
    .send(bytes);
}

export async function logsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const service = new LogsService(ctx);

  ctx.scheduler.register({
    name: 'log_cleanup',
    title: '日志清理',
    cron: '30 3 * * *',
    remark: '删除超过保留期（sys_log_retention_days，至少180天）的登录、操作、异常日志和任务运行记录',
    run: () => service.cleanUp(),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysLogVis/page',
    access: { permission: 'sysLogVis:page' },
    summary: 'A page of the login log',
    tags: ['sysLogVis'],
    body: logVisPageInput,
    handler: ({ body, user }) => service.visPage(user, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysLogVis/export',
    access: { permission: 'sysLogVis:export' },
    summary: 'The login log search as an Excel file',
    tags: ['sysLogVis'],
    raw: true,
    body: logVisPageInput,
    handler: async ({ body, user, req, reply }) => {
      const rows = await service.visRows(user, body);
      return sendXlsx(
        reply,
        SHEETS.vis[req.locale],
        await buildWorkbook(SHEETS.vis[req.locale], VIS_COLUMNS, rows, req.locale),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysLogOp/page',
    access: { permission: 'sysLogOp:page' },
    summary: 'A page of the operation log',
    tags: ['sysLogOp'],
    body: logOpPageInput,
    handler: ({ body, user }) => service.opPage(user, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysLogOp/detail',
    access: { permission: 'sysLogOp:detail' },
    summary: 'One operation with the values before and after',
    tags: ['sysLogOp'],
    query: z.object({ id: zId() }),
    handler: ({ query, user }) => service.opDetail(user, query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysLogOp/export',
    access: { permission: 'sysLogOp:export' },
    summary: 'The operation log search as an Excel file',
    tags: ['sysLogOp'],
    raw: true,
    body: logOpPageInput,
    handler: async ({ body, user, req, reply }) => {
      const rows = await service.opRows(user, body);
      return sendXlsx(
        reply,
        SHEETS.op[req.locale],
        await buildWorkbook(SHEETS.op[req.locale], OP_COLUMNS, rows, req.locale),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sysLogEx/page',
    access: { permission: 'sysLogEx:page' },
    summary: 'A page of the exception log',
    tags: ['sysLogEx'],
    body: logExPageInput,
    handler: ({ body, user }) => service.exPage(user, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sysLogEx/detail',
    access: { permission: 'sysLogEx:detail' },
    summary: 'One exception with its stack',
    tags: ['sysLogEx'],
    query: z.object({ id: zId() }),
    handler: ({ query, user }) => service.exDetail(user, query.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sysLogEx/export',
    access: { permission: 'sysLogEx:export' },
    summary: 'The exception log search as an Excel file',
    tags: ['sysLogEx'],
    raw: true,
    body: logExPageInput,
    handler: async ({ body, user, req, reply }) => {
      const rows = await service.exRows(user, body);
      return sendXlsx(
        reply,
        SHEETS.ex[req.locale],
        await buildWorkbook(SHEETS.ex[req.locale], EX_COLUMNS, rows, req.locale),
      );
    },
  });
}
