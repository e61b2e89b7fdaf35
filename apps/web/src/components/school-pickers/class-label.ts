import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/core/session-store';
import { SCHOOL_PICKERS_NS } from './school-pickers-i18n';

/** A class's name for people: 五年级(3)班 from the grade dictionary, Grade 5 Class 3 in English; its alias after. */
export function useClassLabel(): (c: { grade: number | null; classNo: number | null; name?: string | null }) => string {
  const { t } = useTranslation(SCHOOL_PICKERS_NS);
  const grades = useSessionStore((s) => s.dictList.find((d) => d.code === 'grade')?.children ?? null);
  return useCallback(
    (c) => {
      if (c.grade === null || c.classNo === null) return c.name ?? '';
      const grade = grades?.find((g) => String(g.code) === String(c.grade))?.value ?? String(c.grade);
      const label = t('classLabel', { grade, gradeNo: c.grade, no: c.classNo });
      return c.name ? `${label} · ${c.name}` : label;
    },
    [grades, t],
  );
}
