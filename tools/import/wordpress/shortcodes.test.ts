import { expect, test } from "vitest";
import { expandShortcodes, type ShortcodeContext } from "./shortcodes.ts";

function expand(text: string) {
  const reports: [number, string][] = [];
  const context: ShortcodeContext = {
    attachedImages: () => [{ url: "https://example.com/a.jpg", title: 'A "quoted" one' }],
    attachment: (id) =>
      id === "7" ? { url: "https://example.com/7.jpg", title: "Seven" } : undefined,
    affiliateLink: (id) =>
      ({
        "303": { url: "https://deals.example/recommends/dynadot/", name: "Dynadot" },
        "404": { name: "Old Sedo offer" },
      })[id],
    report: (offset, message) => reports.push([offset, message]),
  };
  return { html: expandShortcodes(text, context), reports };
}

test("[caption] is a figure with its caption, from the text or the attribute", () => {
  expect(expand('[caption id="x"]<img src="a.jpg" alt="A"> The caption[/caption]').html).toContain(
    '<figure><img src="a.jpg" alt="A"><figcaption>The caption</figcaption></figure>',
  );
  expect(expand('[caption caption="Old style"]<img src="b.jpg">[/caption]').html).toContain(
    "<figcaption>Old style</figcaption>",
  );
});

test("[gallery] shows the attached images, or the ids it names; a missing id is reported", () => {
  expect(expand("[gallery]").html).toContain(
    '<img src="https://example.com/a.jpg" alt="A &quot;quoted&quot; one">',
  );
  const named = expand('[gallery ids="7,8"]');
  expect(named.html).toContain('<img src="https://example.com/7.jpg" alt="Seven">');
  expect(named.reports).toEqual([[0, "gallery image 8 is not in the export: it was left out"]]);
});

test("[embed], [video], [audio] and [youtube] are links; [[x]] is literal text; [sic] is not a shortcode", () => {
  expect(expand("[embed]https://vimeo.com/1[/embed]").html).toContain(
    '<a href="https://vimeo.com/1">Video (vimeo.com)</a>',
  );
  expect(expand('[video mp4="https://e.com/v.mp4"]').html).toContain("Video (e.com)");
  expect(expand("[audio https://e.com/a.mp3]").html).toContain("Audio (e.com)");
  expect(expand("[youtube abc123]").html).toContain("https://www.youtube.com/watch?v=abc123");
  expect(expand("Write [[gallery]] to show one.").html).toBe("Write [gallery] to show one.");
  expect(expand("He said [sic] twice.").html).toBe("He said [sic] twice.");
});

test("an unknown shortcode is reported at its offset and keeps its visible text: inner text or a linktext", () => {
  const result = expand('Before [note type="info"]Inner text[/note] after');
  expect(result.html).toBe("Before Inner text after");
  expect(result.reports).toEqual([
    [7, "shortcode [note] has no equivalent here: only its text was kept"],
  ]);
  const button = expand('Buy [maxbutton id="2" text="the <b>deal</b> &#8217;24"] now.');
  expect(button.html).toBe("Buy the &lt;b&gt;deal&lt;/b&gt; ’24 now.");
  expect(button.reports).toEqual([
    [4, "shortcode [maxbutton] has no equivalent here: only its text was kept"],
  ]);
});

test("[thirstylink] is a link to the affiliate link's old URL; one not imported keeps its text and is reported", () => {
  expect(
    expand(
      `Transfers are cheapest with [thirstylink ids="303" linktext="Dynadot's transfer offer"] this month.`,
    ).html,
  ).toBe(
    `Transfers are cheapest with <a href="https://deals.example/recommends/dynadot/">Dynadot&apos;s transfer offer</a> this month.`,
  );
  expect(expand('[thirstylink ids="303"]the <em>offer</em>[/thirstylink]').html).toBe(
    '<a href="https://deals.example/recommends/dynadot/">the <em>offer</em></a>',
  );
  const gone = expand(
    'See [thirstylink ids="404" linktext="Sedo"] and [thirstylink ids="9" linktext="X"].',
  );
  expect(gone.html).toBe("See Sedo and X.");
  expect(gone.reports).toEqual([
    [4, 'affiliate link "Old Sedo offer" was not imported: its text is kept without the link'],
    [48, "affiliate link 9 is not in the export: its text is kept without the link"],
  ]);
});
