import { expect, test } from "vitest";
import { jekyllOldUrl, postMoment } from "./permalinks.ts";

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

test("a date with an offset falls on its day and time in the site's time zone", () => {
  expect(postMoment("2016-03-11 03:00:00 +0000", "America/Los_Angeles")).toEqual({
    day: "2016-03-10",
    time: "19:00:00",
  });
  expect(postMoment("2018-04-19 20:40:20 +0200", "America/Los_Angeles").day).toBe("2018-04-19");
  expect(postMoment("2016-03-11 23:30:00 -0500", "Europe/Berlin")).toEqual({
    day: "2016-03-12",
    time: "05:30:00",
  });
  expect(postMoment("2016-03-11", "Europe/Berlin")).toEqual({});
  // Without a time zone the written day stands, and the clock as written.
  expect(postMoment("2016-03-11 23:30:00 -0500", undefined)).toEqual({ time: "23:30:00" });
});

// Expected values as Ruby's strftime gives them in Jekyll's UrlDrop (lib/jekyll/drops/url_drop.rb):
// `Date.new(2016, 3, 1).strftime("%G %V %u %a %A %b %B %j")` is "2016 09 2 Tue Tuesday Mar March 061".
test("every date placeholder of Jekyll's permalinks, the weekdate style included", () => {
  const pattern =
    "/:year/:short_year/:month/:i_month/:short_month/:long_month/:day/:i_day/:y_day/:w_year/:week/:w_day/:short_day/:long_day/:hour/:minute/:second/:title";
  expect(jekyllOldUrl({ ...post, style: pattern, time: "07:05:09" })).toBe(
    "/2016/16/03/3/Mar/March/01/1/061/2016/09/2/Tue/Tuesday/07/05/09/hello",
  );
  expect(jekyllOldUrl({ ...post, style: "/:month_:day_:title" })).toBe("/03_01_hello");
  expect(jekyllOldUrl({ ...post, style: "weekdate" })).toBe(
    "/jekyll/update/2016/W09/Tue/hello.html",
  );
});

test("the ISO week and its year at the turn of a year, as %V and %G give them", () => {
  const week = (date: string) => jekyllOldUrl({ ...post, date, style: "/:w_year/W:week/:w_day" });
  // 1 January 2016 is a Friday of the 53rd week of 2015.
  expect(week("2016-01-01")).toBe("/2015/W53/5");
  // 31 December 2018 is the Monday of the first week of 2019; 3 January 2021 a Sunday of 2020's last.
  expect(week("2018-12-31")).toBe("/2019/W01/1");
  expect(week("2021-01-03")).toBe("/2020/W53/7");
  expect(week("2021-01-04")).toBe("/2021/W01/1");
});

test("name, path, collection, slugified categories and output_ext as Jekyll fills them for a post", () => {
  const pattern = "/:collection/:slugified_categories/:path/:name:output_ext";
  expect(
    jekyllOldUrl({
      ...post,
      categories: ["C++ Tips", "update"],
      rel: "blog/_posts/2016-03-01-hello.md",
      style: pattern,
    }),
  ).toBe("/posts/blog/c-tips/update/blog/2016-03-01-hello/2016-03-01-hello.html");
});
