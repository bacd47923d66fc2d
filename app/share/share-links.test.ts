import { describe, expect, test, vi } from "vitest";
import {
  buildShareLink,
  buildShareLinks,
  SHARE_TARGETS,
  type ShareData,
  type ShareTarget,
} from "./share-links.ts";

const share: ShareData = {
  url: "https://domains.example/insights/short-names",
  title: "Short Names",
  description: "Why short sells",
  image: "https://domains.example/assets/content/images/og/short.png",
  tags: ["premium domains", "#branding"],
};

function hrefOf(target: ShareTarget, data: ShareData = share, options = {}): string {
  const link = buildShareLink(target, data, options);
  if (!link || !("href" in link)) throw new Error(`no href for ${target}`);
  return link.href;
}

/** Query of an href as plain pairs, decoded the way the receiving site decodes them. */
function paramsOf(href: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(href.slice(href.indexOf("?") + 1)));
}

describe("one link per target, as docs/features.md gives it", () => {
  test("facebook shares the url as u", () => {
    expect(hrefOf("facebook")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdomains.example%2Finsights%2Fshort-names",
    );
  });

  test("x posts url, description as text and tags as hashtags without # or spaces", () => {
    const href = hrefOf("x");
    expect(href.startsWith("https://x.com/intent/post?")).toBe(true);
    expect(paramsOf(href)).toEqual({
      url: share.url,
      text: "Why short sells",
      hashtags: "premiumdomains,branding",
    });
  });

  test("linkedin shares the url", () => {
    expect(hrefOf("linkedin")).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(share.url)}`,
    );
  });

  test("reddit submits url and title", () => {
    const href = hrefOf("reddit");
    expect(href.startsWith("https://www.reddit.com/submit?")).toBe(true);
    expect(paramsOf(href)).toEqual({ url: share.url, title: "Short Names" });
  });

  test("pinterest pins url, description and image as media", () => {
    const href = hrefOf("pinterest");
    expect(href.startsWith("https://pinterest.com/pin/create/button/?")).toBe(true);
    expect(paramsOf(href)).toEqual({
      url: share.url,
      description: "Why short sells",
      media: share.image,
    });
  });

  test("tumblr shares canonicalUrl, caption and the tags as given", () => {
    const href = hrefOf("tumblr");
    expect(href.startsWith("https://www.tumblr.com/widgets/share/tool?")).toBe(true);
    expect(paramsOf(href)).toEqual({
      canonicalUrl: share.url,
      caption: "Why short sells",
      tags: "premium domains,#branding",
    });
  });

  test("mix adds the url", () => {
    expect(hrefOf("mix")).toBe(`https://mix.com/add?url=${encodeURIComponent(share.url)}`);
  });

  test("viber forwards description, a line break and the url as text, spaces as %20", () => {
    expect(hrefOf("viber")).toBe(
      `viber://forward?text=Why%20short%20sells%0A${encodeURIComponent(share.url)}`,
    );
  });

  test("vk shares the url", () => {
    expect(hrefOf("vk")).toBe(`https://vk.com/share.php?url=${encodeURIComponent(share.url)}`);
  });

  test("telegram shares url and description as text", () => {
    const href = hrefOf("telegram");
    expect(href.startsWith("https://t.me/share/url?")).toBe(true);
    expect(paramsOf(href)).toEqual({ url: share.url, text: "Why short sells" });
  });

  test("messenger opens the web dialog with the url as link on desktop", () => {
    expect(hrefOf("messenger")).toBe(
      `https://www.facebook.com/dialog/send?link=${encodeURIComponent(share.url)}`,
    );
    expect(buildShareLink("messenger", share)?.kind).toBe("popup");
  });

  test("messenger adds app_id and redirect_uri when an app id is configured", () => {
    const href = hrefOf("messenger", share, { messengerAppId: "123" });
    expect(paramsOf(href)).toEqual({ link: share.url, app_id: "123", redirect_uri: share.url });
  });

  test("messenger opens the fb-messenger app on phones", () => {
    const link = buildShareLink("messenger", share, { phone: true });
    expect(link).toEqual({
      target: "messenger",
      kind: "app",
      href: `fb-messenger://share/?link=${encodeURIComponent(share.url)}`,
    });
  });

  test("whatsapp sends description, a line break and the url as text", () => {
    const href = hrefOf("whatsapp");
    expect(href.startsWith("https://api.whatsapp.com/send?")).toBe(true);
    expect(paramsOf(href)).toEqual({ text: `Why short sells\n${share.url}` });
  });

  test("xing shares the url", () => {
    expect(hrefOf("xing")).toBe(
      `https://www.xing.com/spi/shares/new?url=${encodeURIComponent(share.url)}`,
    );
  });

  test("line shares the url", () => {
    expect(hrefOf("line")).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(share.url)}`,
    );
  });

  test("sms puts description, a line break and the url in body, spaces as %20", () => {
    expect(hrefOf("sms")).toBe(`sms:?body=Why%20short%20sells%0A${encodeURIComponent(share.url)}`);
  });

  test("email puts the title in subject and description, line break, url in body", () => {
    expect(hrefOf("email")).toBe(
      `mailto:?subject=Short%20Names&body=Why%20short%20sells%0A${encodeURIComponent(share.url)}`,
    );
  });

  test("print prints and needs no link", () => {
    expect(buildShareLink("print", share)).toEqual({ target: "print", kind: "print" });
  });

  test("copy copies the page url", () => {
    expect(buildShareLink("copy", share)).toEqual({
      target: "copy",
      kind: "copy",
      href: share.url,
    });
  });
});

describe("parameters and encoding", () => {
  test("empty description, image and tags are left out", () => {
    const bare = { ...share, description: "", image: "", tags: [] };
    expect(hrefOf("x", bare)).toBe(
      `https://x.com/intent/post?url=${encodeURIComponent(share.url)}`,
    );
    expect(hrefOf("pinterest", bare)).toBe(
      `https://pinterest.com/pin/create/button/?url=${encodeURIComponent(share.url)}`,
    );
    expect(hrefOf("whatsapp", bare)).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(share.url)}`,
    );
    expect(hrefOf("email", { ...bare, title: "" })).toBe(
      `mailto:?body=${encodeURIComponent(share.url)}`,
    );
  });

  test("awkward titles (quotes, &, #, +, emoji, non-Latin) survive the round trip", () => {
    const title = `"Ünïcödé" & <tags> #1 + 50% — 🚀 ドメイン Домен`;
    const awkward = { ...share, title, description: title };
    for (const target of ["reddit", "x", "telegram", "pinterest"] as const) {
      const href = hrefOf(target, awkward);
      expect(href).not.toMatch(/[\s"#<>]/);
      expect(new URL(href).hash).toBe("");
      expect(Object.values(paramsOf(href))).toContain(title);
    }
    const mail = new URL(hrefOf("email", awkward));
    expect(decodeURIComponent(mail.search)).toBe(`?subject=${title}&body=${title}\n${share.url}`);
  });

  test("a literal + in an app link stays a plus", () => {
    expect(hrefOf("sms", { ...share, description: "1+1" })).toContain("body=1%2B1%0A");
  });

  test("x drops tags that are only # or spaces", () => {
    expect(paramsOf(hrefOf("x", { ...share, tags: ["# ", "a b", "#c"] })).hashtags).toBe("ab,c");
  });
});

describe("a page URL that is not http(s)", () => {
  test("produces no links and one console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(buildShareLinks({ ...share, url: "javascript:alert(1)" })).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain("javascript:alert(1)");
    } finally {
      warn.mockRestore();
    }
  });

  test("produces no link for a single target either", () => {
    const warn = vi.fn();
    expect(
      buildShareLink("facebook", { ...share, url: "ftp://domains.example/" }, { warn }),
    ).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  test("http and https in any case are accepted", () => {
    expect(
      buildShareLinks({ ...share, url: "HTTP://domains.example/" }, ["vk"], { warn: vi.fn() }),
    ).toHaveLength(1);
  });
});

test("the eighteen targets come in the share bar's order: facebook, x and copy first", () => {
  expect(SHARE_TARGETS).toHaveLength(18);
  expect(SHARE_TARGETS.slice(0, 3)).toEqual(["facebook", "x", "copy"]);
  expect(buildShareLinks(share).map((link) => link.target)).toEqual([...SHARE_TARGETS]);
});
