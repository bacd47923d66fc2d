import { faFacebook } from "@fortawesome/free-brands-svg-icons/faFacebook";
import { faLinkedin } from "@fortawesome/free-brands-svg-icons/faLinkedin";
import { faXTwitter } from "@fortawesome/free-brands-svg-icons/faXTwitter";
import { faEnvelope } from "@fortawesome/free-solid-svg-icons/faEnvelope";
import { site } from "#app/site.ts";
import { Icon, type IconData } from "./icon.tsx";
import "#app/styles/social-links.css";

type Network = (typeof site.socials)[number]["network"];

/** A network added to `site.socials` needs its icon here: the type makes sure it gets one. */
const NETWORK_ICONS: Record<Network, IconData> = {
  x: faXTwitter,
  facebook: faFacebook,
  linkedin: faLinkedin,
};

/** The icon links that end every page: the site's social profiles and its contact address. */
export function SocialLinks() {
  return (
    <nav className="social-links" aria-label="Social and contact">
      <ul>
        {site.socials.map((social) => (
          <li key={social.url}>
            <a className="social-links__link" href={social.url} aria-label={social.label} title={social.label} rel="me">
              <Icon icon={NETWORK_ICONS[social.network]} />
            </a>
          </li>
        ))}
        <li>
          <a
            className="social-links__link"
            href={`mailto:${site.contactEmail}`}
            aria-label={`Email ${site.title}`}
            title={site.contactEmail}
          >
            <Icon icon={faEnvelope} />
          </a>
        </li>
      </ul>
    </nav>
  );
}
