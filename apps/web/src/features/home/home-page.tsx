import type { ComponentType } from 'react';
import type { UserRole } from '@/core/role';
import { useSessionStore } from '@/core/session-store';
import { HomeEducation } from './home-education';
import { HomeExpert } from './home-expert';
import { HomeSchool } from './home-school';
import { HomeStudent } from './home-student';
import { HomeTeacher } from './home-teacher';
import './home-i18n';

const VARIANTS: Record<UserRole, ComponentType> = {
  education: HomeEducation,
  school: HomeSchool,
  teacher: HomeTeacher,
  student: HomeStudent,
  expert: HomeExpert,
};

/** Home (component '/home/index'): the variant of the user's role (`meiyu:userRole`). */
export default function HomePage() {
  const role = useSessionStore((s) => s.userRole) ?? 'education';
  const Variant = VARIANTS[role] ?? HomeEducation;
  return <Variant />;
}
