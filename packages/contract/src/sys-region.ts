import { z } from 'zod';
import { pageInput } from './common';

/** GB/T 2260 levels of the national administrative divisions. */
export const REGION_LEVEL = { province: 1, city: 2, district: 3 } as const;

/** One administrative division: six-digit code, its parent's code, and the names from the province down. */
export interface SysRegion {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  /** e.g. 贵州省/贵阳市/南明区 */
  pathName: string;
  /** Districts have no children. */
  isLeaf: boolean;
}

export const regionTreeInput = z.object({ code: z.string().trim().max(12).nullish() });
export type RegionTreeInput = z.infer<typeof regionTreeInput>;

export const regionSearchInput = pageInput.extend({ keyword: z.string().trim().max(64).nullish() });
export type RegionSearchInput = z.infer<typeof regionSearchInput>;

export const isRegionCode = (code: string): boolean => /^\d{6}$/.test(code);

/** The codes from the province down to a division: 520102 → 520000, 520100, 520102. */
export function regionPath(code: string): string[] {
  if (!isRegionCode(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  if (code === province) return [province];
  if (code === city) return [province, city];
  return [province, city, code];
}

/** Whether `code` is `ancestor` or lies inside it (a district inside its city and province). */
export function regionWithin(code: string, ancestor: string): boolean {
  return regionPath(code).includes(ancestor);
}
