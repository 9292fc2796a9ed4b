import type { ProductListQuery } from '../../schemas/catalog.ts';
import { $brandId, $chId, $curPage, $fourLevelId, $itemId, $keywordSearch, $threeLevelId } from '../shell/site.store.ts';

/** The shared site state follows the listing, so the header search shows its keyword. */
export function syncSiteState(query: ProductListQuery): void {
  $keywordSearch.set(query.keyword ?? '');
  $brandId.set(query.brandId ?? null);
  $itemId.set(query.itemId ?? null);
  $chId.set(query.chId ?? null);
  $threeLevelId.set(query.threeLevelId ?? null);
  $fourLevelId.set(query.fourLevelId ?? null);
  $curPage.set(query.curPage ?? 1);
}
