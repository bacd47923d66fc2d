import type { PageModel } from "#app/analysis/index.ts";

/**
 * Pages 2 and later of a long listing: links only, since the category's text belongs to the
 * first page; the title says which page it is, so no two pages share one.
 */
export function forListingPage(model: PageModel): PageModel {
  const number = model.page.pagination?.page ?? 1;
  if (number < 2) return model;
  return {
    ...model,
    content: null,
    meta: { ...model.meta, title: `${model.meta.title} (page ${number})` },
  };
}
