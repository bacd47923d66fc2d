import { expect, test } from "vitest";
import { parseSiteIdentity, readSiteIdentity, type SiteIdentity } from "./site-identity.ts";

const DEFAULTS: SiteIdentity = {
  title: "Domain Chronicle",
  tagline: "Premium Domains",
  language: "en",
  nav: [{ label: "Blogs", url: "/blogs" }],
  footer: [{ label: "Affiliate", url: "/affiliate" }],
  copyright: "2024 Domain Chronicle",
  social: [{ network: "x", url: "https://x.com/dc" }],
  affiliateDisclosure: "We may earn a commission.",
  contactEmail: "hello@dc.example",
};
const YEAR = new Date().getFullYear();
/** What a site.json that sets nothing shows: nothing of the demo's. */
const NEUTRAL: SiteIdentity = {
  ...DEFAULTS,
  tagline: "",
  social: [],
  contactEmail: undefined,
  copyright: `${YEAR} Domain Chronicle`,
};

const LABELLED = {
  ...DEFAULTS,
  social: [{ network: "x", url: "https://x.com/dc", label: "Domain Chronicle on X" }],
};

test("a missing file is the built-in identity, with nothing to report", () => {
  expect(parseSiteIdentity(undefined, DEFAULTS)).toMatchObject({
    identity: LABELLED,
    problems: [],
  });
});

test("social links are labelled from the title; a network without an icon gets the link icon", () => {
  const { identity } = readSiteIdentity(
    { title: "Gopher Notes", social: [{ network: "mastodon", url: "https://example.social/@me" }] },
    DEFAULTS,
  );
  expect(identity.social).toEqual([
    { network: "link", url: "https://example.social/@me", label: "Gopher Notes on Mastodon" },
  ]);
});

test("with a site.json, each key given replaces its default and a missing one is neutral, never the demo's", () => {
  const { identity, problems } = readSiteIdentity(
    { title: "Gopher Notes", nav: [{ label: "Posts", url: "/blogs" }] },
    DEFAULTS,
  );
  expect(problems).toEqual([]);
  expect(identity).toEqual({
    ...NEUTRAL,
    title: "Gopher Notes",
    nav: [{ label: "Posts", url: "/blogs" }],
    copyright: `${YEAR} Gopher Notes`,
  });
  expect(identity.contactEmail).toBeUndefined();
});

test("a site.json may name its own contact address; one that is no address is reported", () => {
  expect(
    readSiteIdentity({ contactEmail: "me@gopher.example" }, DEFAULTS).identity.contactEmail,
  ).toBe("me@gopher.example");
  const { identity, problems } = readSiteIdentity({ contactEmail: "mailto:me" }, DEFAULTS);
  expect(identity.contactEmail).toBeUndefined();
  expect(problems[0]?.message).toMatch(/site.json "contactEmail": must be an address/);
});

test("unknown keys and wrong types are reported with where they are; the defaults stand in", () => {
  const { identity, problems } = readSiteIdentity(
    { titel: "Typo", nav: [{ label: "Posts", url: "blogs" }], language: 3 },
    DEFAULTS,
  );
  expect(identity).toEqual(NEUTRAL);
  expect(problems.map((problem) => problem.path)).toEqual([
    ["titel"],
    ["nav", 0, "url"],
    ["language"],
  ]);
  expect(problems[0]?.message).toMatch(/site.json has no key "titel"/);
  expect(problems[1]?.message).toMatch(/site path \(\/...\), an http\(s\) URL or mailto:/);
});

test("a file that is not JSON, or not an object, is reported and the defaults are used", () => {
  expect(parseSiteIdentity("{ title: ", DEFAULTS).problems[0]?.message).toMatch(
    /^site.json is not JSON/,
  );
  expect(parseSiteIdentity("[]", DEFAULTS).problems[0]?.message).toBe(
    "site.json is not a JSON object",
  );
});

test("timeZone is an IANA name; an unknown one is reported and UTC stays", () => {
  const good = parseSiteIdentity(JSON.stringify({ timeZone: "Europe/Berlin" }), DEFAULTS);
  expect(good.identity.timeZone).toBe("Europe/Berlin");
  const bad = parseSiteIdentity(JSON.stringify({ timeZone: "Europe/Atlantis" }), DEFAULTS);
  expect(bad.identity.timeZone).toBeUndefined();
  expect(bad.problems[0]?.message).toBe(
    'site.json "timeZone": must be an IANA time zone name such as Europe/Berlin or UTC',
  );
});
