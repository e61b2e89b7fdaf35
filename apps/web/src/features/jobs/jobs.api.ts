import type { JobRunPageInput, JobUpdateInput, PageResult, SysJob, SysJobRun } from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '@/core/http';

export type RunQuery = Pick<JobRunPageInput, 'page' | 'pageSize' | 'jobName' | 'status'>;

export const jobsApi = {
  page: () => post<PageResult<SysJob>>('/api/sysJob/page', { page: 1, pageSize: 100 }),
  update: (input: JobUpdateInput) => post<null>('/api/sysJob/update', input),
  pause: (id: number) => post<null>('/api/sysJob/pause', { id }),
  resume: (id: number) => post<null>('/api/sysJob/resume', { id }),
  run: (id: number) => post<SysJobRun>('/api/sysJob/run', { id }),
  runs: (q: RunQuery) => post<PageResult<SysJobRun>>('/api/sysJob/runPage', q),
};

export const jobKeys = { all: ['jobs'] as const, runs: (q: RunQuery) => ['jobs', 'runs', q] as const };

export const useJobs = () => useQuery({ queryKey: jobKeys.all, queryFn: jobsApi.page, refetchInterval: 30_000 });
export const useRuns = (q: RunQuery | null) =>
  useQuery({
    queryKey: q ? jobKeys.runs(q) : ['jobs', 'runs', 'none'],
    queryFn: () => (q ? jobsApi.runs(q) : null),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });

function useJobMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.all }) });
}

export const useUpdateJob = () => useJobMutation((input: JobUpdateInput) => jobsApi.update(input));
export const usePauseJob = () => useJobMutation((id: number) => jobsApi.pause(id));
export const useResumeJob = () => useJobMutation((id: number) => jobsApi.resume(id));
export const useRunJob = () => useJobMutation((id: number) => jobsApi.run(id));
