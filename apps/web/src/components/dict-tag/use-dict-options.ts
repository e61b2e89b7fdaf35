import { useMemo } from 'react';
import { useSessionStore } from '@/core/session-store';

export interface DictOption {
  value: string;
  label: string;
}

/** The enabled items of a dictionary type (cached dictList) as select or radio options: value = item code. */
export function useDictOptions(type: string): DictOption[] {
  const dictList = useSessionStore((s) => s.dictList);
  return useMemo(
    () =>
      (dictList.find((d) => d.code === type)?.children ?? [])
        .filter((i) => i.status === 1)
        .map((i) => ({ value: String(i.code), label: i.value })),
    [dictList, type],
  );
}
