/** docs/content-format.md's own examples of a link's optional fields ("Affiliate links"). */
export const NAMECHEAP_EXAMPLE = {
  slug: "namecheap",
  url: "https://www.namecheap.com/?aff=12345",
  merchant: "Namecheap",
  countries: {
    GB: "https://www.namecheap.com/uk/?aff=12345",
    "DE AT CH": "https://www.namecheap.com/de/?aff=12345",
  },
  aliases: ["/recommends/namecheap/"],
};

/** The dated example; `from` and `until` as the document writes them unless a test moves them. */
export function blackFridayExample(from = "2026-11-27", until = "2026-12-01") {
  return {
    slug: "black-friday",
    url: "https://porkbun.com/sale?ref=dd",
    status: 307,
    from,
    until,
    fallback: "https://porkbun.com/?ref=dd",
  };
}

/** docs/content-format.md's attribution examples ("Attribution, rotation and keyword fields"), verbatim. */
export const ATTRIBUTION_EXAMPLES_TEXT = `[
  { "slug": "namecheap", "url": "https://www.namecheap.com/?aff=12345&sid={page}~{placement}~{click}",
    "keywords": ["Namecheap"] },
  { "slug": "naming-book", "url": "https://www.amazon.com/dp/B000TEST?tag={tag}", "cloak": false,
    "values": { "tag": { "/reviews/": "site-reviews-20", "*": "site-20" } } },
  { "slug": "registrar-test", "targets": [
      { "url": "https://porkbun.com/?ref=dd", "weight": 70 },
      { "url": "https://www.dynadot.com/?rscreg=dd", "weight": 30 } ] }
]`;
