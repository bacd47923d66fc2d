/**
 * RSS 2.0 (rssboard.org/rss-specification) and Atom 1.0 (RFC 4287) rules a feed reader relies on:
 * the required elements, dates as RFC 822 (RSS) or RFC 3339 (Atom), absolute links, and guids
 * (RSS) or ids (Atom) present and unique. Parsed with fast-xml-parser, which also rejects XML
 * that is not well formed.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

type Node = Record<string, unknown>;

const RFC_822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4} \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\d{4})$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#",
});

const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const text = (value: unknown): string =>
  typeof value === "object" && value !== null
    ? String((value as Node)["#"] ?? "")
    : String(value ?? "");
const absolute = (url: string) => /^https?:\/\/[^/]+/.test(url);

/** What breaks the rules in an RSS 2.0 or Atom 1.0 document; empty when nothing does. */
export function feedErrors(xml: string): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg}`];
  const document = parser.parse(xml) as Node;
  if (document["rss"]) return rssErrors(document["rss"] as Node);
  if (document["feed"]) return atomErrors(document["feed"] as Node);
  return ["neither <rss> nor <feed>"];
}

function rssErrors(rss: Node): string[] {
  const errors: string[] = [];
  if (rss["@version"] !== "2.0") errors.push(`rss version ${String(rss["@version"])}, not 2.0`);
  const channel = (rss["channel"] ?? {}) as Node;
  for (const name of ["title", "link", "description"]) {
    if (!text(channel[name])) errors.push(`channel has no <${name}>`);
  }
  if (!absolute(text(channel["link"])))
    errors.push(`channel link ${text(channel["link"])} is not absolute`);
  for (const date of ["pubDate", "lastBuildDate"]) {
    if (channel[date] !== undefined && !RFC_822.test(text(channel[date])))
      errors.push(`channel ${date} "${text(channel[date])}" is not RFC 822`);
  }
  const guids = new Set<string>();
  for (const [index, item] of list(channel["item"]).entries()) {
    const at = `item ${index + 1}`;
    if (!text(item["title"]) && !text(item["description"]))
      errors.push(`${at} has neither title nor description`);
    if (item["link"] !== undefined && !absolute(text(item["link"])))
      errors.push(`${at} link is not absolute`);
    if (item["pubDate"] !== undefined && !RFC_822.test(text(item["pubDate"])))
      errors.push(`${at} pubDate "${text(item["pubDate"])}" is not RFC 822`);
    const guid = text(item["guid"]);
    if (!guid) errors.push(`${at} has no guid`);
    if (guids.has(guid)) errors.push(`${at} repeats guid ${guid}`);
    guids.add(guid);
    const permaLink = (item["guid"] as Node | undefined)?.["@isPermaLink"] !== "false";
    if (guid && permaLink && !absolute(guid))
      errors.push(`${at} permalink guid ${guid} is not an absolute URL`);
  }
  return errors;
}

function atomErrors(feed: Node): string[] {
  const errors: string[] = [];
  for (const name of ["id", "title", "updated"]) {
    if (!text(feed[name])) errors.push(`feed has no <${name}>`);
  }
  if (feed["updated"] && !RFC_3339.test(text(feed["updated"])))
    errors.push("feed updated is not RFC 3339");
  const ids = new Set<string>();
  for (const [index, entry] of list(feed["entry"]).entries()) {
    const at = `entry ${index + 1}`;
    for (const name of ["id", "title", "updated"]) {
      if (!text(entry[name])) errors.push(`${at} has no <${name}>`);
    }
    for (const name of ["updated", "published"]) {
      if (entry[name] !== undefined && !RFC_3339.test(text(entry[name])))
        errors.push(`${at} ${name} is not RFC 3339`);
    }
    for (const link of list(entry["link"])) {
      if (!absolute(String(link["@href"] ?? ""))) errors.push(`${at} link is not absolute`);
    }
    if (ids.has(text(entry["id"]))) errors.push(`${at} repeats id ${text(entry["id"])}`);
    ids.add(text(entry["id"]));
  }
  return errors;
}
