/**
 * html-validate (npm `html-validate`, offline, no browser) over a page's HTML: its recommended,
 * accessibility (`html-validate:a11y`, WCAG rules) and whole-document presets. Each rule set
 * differently from the presets says why beside it.
 */
import { HtmlValidate, type ConfigData } from "html-validate";

export interface HtmlValidateMessage {
  rule: string;
  message: string;
  selector: string | null;
}

const CONFIG: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:a11y", "html-validate:document"],
  rules: {
    // React's server renderer writes a prop's own case (`charSet`, `dateTime`), which HTML
    // reads case-insensitively; anything else must still be lowercase.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // How a void element and a boolean or empty attribute are spelled is the serializer's
    // choice, and a page has several: React writes `<meta/>` and `async=""`, its streaming
    // markers `<div hidden>`, the build's CSP step `<meta …>`. Each spelling is the same HTML;
    // these rules only ask for one of them throughout.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's `useId` (`_R_1a_`) and its streaming markers (`B:0`) are valid HTML ids (no
    // whitespace, not empty); only the stricter CSS-friendly form is turned off.
    "valid-id": ["error", { relaxed: true }],
    // Every script and stylesheet is the site's own, from its own origin (`script-src 'self'`),
    // where an integrity hash guards nothing the HTML beside it does not; third-party ones need it.
    "require-sri": ["error", { target: "crossorigin" }],
    // A page's title is its author's title and the site's name (`documentTitle`): its length is
    // an editorial choice, not the markup's.
    "long-title": "off",
    // `role="region"` is kept on two `div`s on purpose: the scroll box of a wide table (it is no
    // section of the document, and has no heading) and an FAQ answer, WAI-ARIA's accordion
    // pattern, labelled by its question.
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
};

const validator = new HtmlValidate(CONFIG);

/** Every error html-validate finds in `html` (`name` says which page, in its messages). */
export async function htmlValidateErrors(
  html: string,
  name = "page.html",
): Promise<HtmlValidateMessage[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map(({ ruleId, message, selector }) => ({ rule: ruleId, message, selector })),
  );
}
