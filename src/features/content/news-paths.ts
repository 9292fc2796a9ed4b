import { NEWS_PAGE_SIZE } from '../../schemas/content.ts';

/** Address of a news listing page: all columns or one, page 1 without a suffix. */
export function newsListPath(columnId: number | null, page: number): string {
  const base = columnId ? `/consult/column/${columnId}` : '/consult';
  return page > 1 ? `${base}/page/${page}` : base;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
