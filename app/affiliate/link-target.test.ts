import { expect, test } from "vitest";
import { readLinkRegistry } from "./link-registry.ts";
import { chooseLinkTarget, siteDay } from "./link-target.ts";

const [entry] = readLinkRegistry([
  {
    slug: "black-friday",
    url: "https://porkbun.com/sale?ref=dd",
    status: 307,
    from: "2026-11-27",
    until: "2026-12-01",
    fallback: "https://porkbun.com/?ref=dd",
    countries: { "gb ie": "https://porkbun.co.uk/sale" },
  },
]).bySlug.values();

test("inside the dates (both inclusive) the country URL or url, with the link's status", () => {
  for (const today of ["2026-11-27", "2026-12-01"]) {
    expect(chooseLinkTarget(entry!, { today })).toEqual({
      kind: "url",
      url: "https://porkbun.com/sale?ref=dd",
      status: 307,
    });
  }
  const irish = chooseLinkTarget(entry!, { today: "2026-11-28", country: "IE" });
  expect(irish).toMatchObject({ url: "https://porkbun.co.uk/sale" });
});

test("outside them the fallback; with none, back (always a 302)", () => {
  expect(chooseLinkTarget(entry!, { today: "2026-11-26", country: "GB" })).toMatchObject({
    url: "https://porkbun.com/?ref=dd",
  });
  const noFallback = { ...entry!, fallback: undefined };
  expect(chooseLinkTarget(noFallback, { today: "2026-12-02" })).toEqual({
    kind: "back",
    status: 302,
  });
});

test("the site's day is the day in its time zone; an unknown zone is UTC", () => {
  const late = new Date("2026-11-26T23:30:00Z");
  expect(siteDay(late)).toBe("2026-11-26");
  expect(siteDay(late, "Europe/Berlin")).toBe("2026-11-27");
  expect(siteDay(late, "America/Los_Angeles")).toBe("2026-11-26");
  expect(siteDay(late, "Mars/Olympus")).toBe("2026-11-26");
  // Asked again, for another moment: each zone's day is worked out anew, an unknown zone still UTC.
  const next = new Date("2026-11-27T23:30:00Z");
  expect(siteDay(next, "Europe/Berlin")).toBe("2026-11-28");
  expect(siteDay(next, "America/Los_Angeles")).toBe("2026-11-27");
  expect(siteDay(next, "Mars/Olympus")).toBe("2026-11-27");
});
