import { expect, test } from "vitest";
import { dayInTimeZone, jekyllOldUrl } from "./permalinks.ts";

const post = {
  isPage: false,
  rel: "_posts/2016-03-01-hello.md",
  slug: "hello",
  date: "2016-03-01",
  categories: ["Jekyll", "update"],
  baseUrl: "",
};

test("the named styles give Jekyll's own patterns, categories lower-cased", () => {
  expect(jekyllOldUrl({ ...post, style: "date" })).toBe("/jekyll/update/2016/03/01/hello.html");
  expect(jekyllOldUrl({ ...post, style: "pretty" })).toBe("/jekyll/update/2016/03/01/hello/");
  expect(jekyllOldUrl({ ...post, style: "ordinal" })).toBe("/jekyll/update/2016/061/hello.html");
  expect(jekyllOldUrl({ ...post, style: "none" })).toBe("/jekyll/update/hello.html");
});

test("collections.posts.permalink wins over the site's for posts; a file's own wins over both", () => {
  const news = { ...post, style: "pretty", postsStyle: "/news/:year/:month/:day/:title/" };
  expect(jekyllOldUrl(news)).toBe("/news/2016/03/01/hello/");
  expect(jekyllOldUrl({ ...news, own: "/:categories/:title.html" })).toBe(
    "/jekyll/update/hello.html",
  );
  expect(jekyllOldUrl({ ...news, isPage: true, rel: "about.md", slug: "about" })).toBe("/about/");
});

test("the folders above _posts are categories before the front matter's", () => {
  expect(
    jekyllOldUrl({ ...post, style: "none", rel: "blog/news/_posts/2016-03-01-hello.md" }),
  ).toBe("/blog/news/jekyll/update/hello.html");
});

test("a date with an offset falls on its day in the site's time zone", () => {
  expect(dayInTimeZone("2016-03-11 03:00:00 +0000", "America/Los_Angeles")).toBe("2016-03-10");
  expect(dayInTimeZone("2018-04-19 20:40:20 +0200", "America/Los_Angeles")).toBe("2018-04-19");
  expect(dayInTimeZone("2016-03-11 23:30:00 -0500", "Europe/Berlin")).toBe("2016-03-12");
  expect(dayInTimeZone("2016-03-11", "Europe/Berlin")).toBeUndefined();
  expect(dayInTimeZone("2016-03-11 23:30:00 -0500", undefined)).toBeUndefined();
});
