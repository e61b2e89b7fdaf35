import type { SchoolClass, SchoolClassFilter, SchoolOption } from '@meiyu/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/components/auth';
import { get } from '@/core/http';

/** The school-management lookups every school screen shares (its schools, its classes). */
export const schoolPickersApi = {
  schools: () => get<SchoolOption[]>('/api/schoolClass/schools'),
  classes: (filter: SchoolClassFilter) => get<SchoolClass[]>('/api/schoolClass/list', { ...filter }),
  importOptions: () =>
    get<{ defaultPasswordSet: boolean; schoolYear: string; maxRows: number }>('/api/schoolImport/options'),
};

export const schoolPickerKeys = {
  all: ['school'] as const,
  schools: ['school', 'schools'] as const,
  classes: (filter: SchoolClassFilter) => ['school', 'classOptions', filter] as const,
};

/** The schools the caller reaches; a school admin has exactly one. */
export function useSchools() {
  return useQuery({ queryKey: schoolPickerKeys.schools, queryFn: schoolPickersApi.schools, staleTime: 60_000 });
}

/** Current classes for selects; disabled until `enabled`. */
export function useClassOptions(filter: SchoolClassFilter, enabled = true) {
  return useQuery({
    queryKey: schoolPickerKeys.classes(filter),
    queryFn: () => schoolPickersApi.classes(filter),
    enabled,
    staleTime: 10_000,
  });
}

/** Whether a default password is set and the current school year: only for those who may add accounts. */
export function useImportOptions(enabled = true) {
  const allowed = useAuth().auth('schoolImport:options');
  return useQuery({
    queryKey: ['school', 'importOptions'],
    queryFn: schoolPickersApi.importOptions,
    enabled: enabled && allowed,
    staleTime: 30_000,
  });
}
