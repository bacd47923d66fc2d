import { expect, test } from "vitest";
import { checkContentFolder } from "./check-folder.ts";
import { formatFinding } from "./finding.ts";
import { createDiskFolder } from "#app/content-check/disk-folder.ts";
import { SOCIAL_NETWORKS } from "#app/content/index.ts";
import { ICON_NAMES } from "#app/ui/index.server.ts";

const DIR = "tools/check-content/fixtures/site-json";

test("site.json: unknown keys, wrong types, links that go nowhere and unknown networks, at file:line", async () => {
  const findings = (await checkContentFolder(createDiskFolder(DIR))).map(formatFinding);
  const at = `${DIR}/site.json`;
  expect(findings.filter((line) => line.startsWith(at))).toEqual([
    `${at}:3:3: error: site.json "tagline": Invalid type: Expected string but received 42`,
    `${at}:6:24: error: site.json "nav" links to /no-such-page, which is no page or file`,
    `${at}:9:73: error: site.json "footer" links to /assets/content/logo.svg, which is no page or file`,
    `${at}:10:16: warning: site.json "social": no icon for "mastodon" (a plain link icon is shown)`,
    `${at}:11:3: error: site.json has no key "colour" (it knows title, tagline, language, nav, footer, copyright, social, affiliateDisclosure, timeZone, autoLinksPerPage, contactEmail)`,
  ]);
});

test("the demo folder's site.json is valid", async () => {
  const findings = (await checkContentFolder(createDiskFolder("content"))).map(formatFinding);
  expect(findings.filter((line) => line.includes("site.json"))).toEqual([]);
});

test("every social network the site knows has an icon in the sprite", () => {
  expect(ICON_NAMES).toEqual(expect.arrayContaining([...SOCIAL_NETWORKS]));
});
