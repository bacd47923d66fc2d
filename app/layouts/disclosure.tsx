import { Link } from "react-router";
import { site } from "#app/config/index.ts";
import { useSiteIdentity } from "#app/ui/index.ts";

/** The affiliate disclosure sentence (`site.json`), with a link to the page that explains it. */
export function Disclosure() {
  const { text, href } = site.affiliateDisclosureLink;
  return (
    <p className="affiliate-disclosure" role="note" aria-label="Affiliate disclosure">
      {useSiteIdentity().affiliateDisclosure} <Link to={href}>{text}</Link>
    </p>
  );
}
