import type {
  LogExPageInput,
  LogOpPageInput,
  LogVisPageInput,
  PageResult,
  SysLogEx,
  SysLogExDetail,
  SysLogOp,
  SysLogOpDetail,
  SysLogVis,
} from '@meiyu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { download, get, post } from '@/core/http';

export type VisQuery = Omit<LogVisPageInput, 'field' | 'order' | 'descStr'>;
export type OpQuery = Omit<LogOpPageInput, 'field' | 'order' | 'descStr'>;
export type ExQuery = Omit<LogExPageInput, 'field' | 'order' | 'descStr'>;

const filters = <Q extends { page: number; pageSize: number }>({ page: _p, pageSize: _s, ...rest }: Q) => rest;

export const logsApi = {
  visPage: (q: VisQuery) => post<PageResult<SysLogVis>>('/api/sysLogVis/page', q),
  opPage: (q: OpQuery) => post<PageResult<SysLogOp>>('/api/sysLogOp/page', q),
  opDetail: (id: number) => get<SysLogOpDetail | null>('/api/sysLogOp/detail', { id }),
  exPage: (q: ExQuery) => post<PageResult<SysLogEx>>('/api/sysLogEx/page', q),
  exDetail: (id: number) => get<SysLogExDetail | null>('/api/sysLogEx/detail', { id }),
  /** Exports the current search (every page of it) as an Excel file. */
  export: (kind: 'vis' | 'op' | 'ex', q: VisQuery | OpQuery | ExQuery, fallbackName: string) =>
    download({
      method: 'POST',
      url: `/api/sysLog${kind === 'vis' ? 'Vis' : kind === 'op' ? 'Op' : 'Ex'}/export`,
      data: filters(q),
      fallbackName,
    }),
};

export const useVisPage = (q: VisQuery) =>
  useQuery({ queryKey: ['logs', 'vis', q], queryFn: () => logsApi.visPage(q), placeholderData: keepPreviousData });
export const useOpPage = (q: OpQuery) =>
  useQuery({ queryKey: ['logs', 'op', q], queryFn: () => logsApi.opPage(q), placeholderData: keepPreviousData });
export const useOpDetail = (id: number | null) =>
  useQuery({ queryKey: ['logs', 'op-detail', id], queryFn: () => logsApi.opDetail(id!), enabled: id !== null });
export const useExPage = (q: ExQuery) =>
  useQuery({ queryKey: ['logs', 'ex', q], queryFn: () => logsApi.exPage(q), placeholderData: keepPreviousData });
export const useExDetail = (id: number | null) =>
  useQuery({ queryKey: ['logs', 'ex-detail', id], queryFn: () => logsApi.exDetail(id!), enabled: id !== null });

/** A date range from the query form as the start and end of the search. */
export function rangeOf(v: unknown): { startTime?: string; endTime?: string } {
  const r = Array.isArray(v) ? (v as (string | null)[]) : [];
  return { startTime: r[0] ?? undefined, endTime: r[1] ?? undefined };
}
