export const ROLE_CODES = [
  'sys_admin',
  'province_education',
  'city_education',
  'district_education',
  'school_admin',
  'teacher',
  'expert',
  'student',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/**
 * The product's hierarchy of its own roles (PRODUCT.md §1): a user grants only roles ranked below its own best
 * role, so a district grants school admins, experts, teachers and students, and a school admin teachers and
 * students. sys_admin (0) is granted by the super administrator and system administrators only.
 */
export const ROLE_RANK: Record<RoleCode, number> = {
  sys_admin: 0,
  province_education: 1,
  city_education: 2,
  district_education: 3,
  school_admin: 4,
  expert: 4,
  teacher: 5,
  student: 6,
};

export const isBuiltInRole = (code: string): code is RoleCode => (ROLE_CODES as readonly string[]).includes(code);

export const ACCOUNT_TYPE = { superAdmin: 999, sysAdmin: 888, normal: 777, member: 666 } as const;

export type UserRole = 'education' | 'school' | 'teacher' | 'expert' | 'student';

/** The front end's role: the first role code, mapped as the seed's section 4 says. */
export function roleOfCodes(roleCodes: readonly string[], accountType?: number): UserRole {
  const first = roleCodes[0];
  if (!first) return accountType === ACCOUNT_TYPE.superAdmin ? 'education' : 'education';
  if (['sys_admin', 'province_education', 'city_education', 'district_education'].includes(first)) return 'education';
  if (first === 'school_admin') return 'school';
  if (first === 'teacher' || first === 'expert' || first === 'student') return first;
  return 'education';
}

/** The seed's ten organisation types, as org_type dictionary codes. */
export const ORG_TYPES = [
  { code: '101', zh: '省级教委', en: 'Provincial commission' },
  { code: '102', zh: '市级教委', en: 'City commission' },
  { code: '103', zh: '区县教委', en: 'District commission' },
  { code: '201', zh: '普通小学', en: 'Ordinary primary school' },
  { code: '202', zh: '九年一贯制学校', en: 'Nine-year school' },
  { code: '203', zh: '十二年一贯制学校', en: 'Twelve-year school' },
  { code: '204', zh: '普通初中', en: 'Ordinary middle school' },
  { code: '205', zh: '完全中学', en: 'Complete secondary school' },
  { code: '206', zh: '普通高中', en: 'Ordinary high school' },
  { code: '207', zh: '职业高中', en: 'Vocational high school' },
] as const;
