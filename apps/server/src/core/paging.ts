import type { PageInput, PageResult } from '@meiyu/contract';

export function pageResult<T>(input: Pick<PageInput, 'page' | 'pageSize'>, total: number, items: T[]): PageResult<T> {
  const { page, pageSize } = input;
  const totalPages = pageSize === 0 ? 0 : Math.ceil(total / pageSize);
  return { page, pageSize, total, totalPages, items, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}

export const offsetOf = (input: Pick<PageInput, 'page' | 'pageSize'>) => (input.page - 1) * input.pageSize;
