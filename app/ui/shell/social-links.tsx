import type { CSSProperties } from "react";
import { site } from "#app/config/index.ts";
import { ICON_NAMES, type IconName } from "#app/ui/icons/icon-names.ts";
import { Icon } from "#app/ui/icons/icon.tsx";
import { useSiteIdentity } from "./use-site-identity.ts";

const isIcon = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);
const capitalize = (name: string) => (name === "x" ? "X" : name[0]?.toUpperCase() + name.slice(1));

/** The icon links that end every page: the site's social profiles and its contact address. */
export function SocialLinks() {
  const identity = useSiteIdentity();
  return (
    <nav className="social-links" aria-label="Social and contact">
      {/* One grid track per link (and the email link): see social-links.css. */}
      <ul style={{ "--social-count": identity.social.length + 1 } as CSSProperties}>
        {identity.social.map((social) => {
          const label = social.label ?? `${identity.title} on ${capitalize(social.network)}`;
          return (
            <li key={social.url}>
              <a
                className="social-links__link"
                href={social.url}
                aria-label={label}
                title={label}
                rel="me"
              >
                {/* A network without an icon of its own (the checker names it) gets the link icon. */}
                <Icon name={isIcon(social.network) ? social.network : "link"} />
              </a>
            </li>
          );
        })}
        <li>
          <a
            className="social-links__link"
            href={`mailto:${site.contactEmail}`}
            aria-label={`Email ${identity.title}`}
            title={site.contactEmail}
          >
            <Icon name="email" />
          </a>
        </li>
      </ul>
    </nav>
  );
}
