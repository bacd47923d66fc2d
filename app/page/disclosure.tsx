import { Link } from "react-router";
import { site } from "#app/config/index.ts";

/** The affiliate disclosure sentence, with a link to the page that explains it. */
export function Disclosure() {
  const { text, linkText, href } = site.affiliateDisclosure;
  return (
    <p className="affiliate-disclosure" role="note" aria-label="Affiliate disclosure">
      {text} <Link to={href}>{linkText}</Link>
    </p>
  );
}
