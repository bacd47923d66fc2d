import { site } from "#app/config/index.ts";
import { Icon } from "#app/ui/index.ts";

/** The icon links that end every page: the site's social profiles and its contact address. */
export function SocialLinks() {
  return (
    <nav className="social-links" aria-label="Social and contact">
      <ul>
        {site.socials.map((social) => (
          <li key={social.url}>
            <a
              className="social-links__link"
              href={social.url}
              aria-label={social.label}
              title={social.label}
              rel="me"
            >
              <Icon name={social.network} />
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
            <Icon name="email" />
          </a>
        </li>
      </ul>
    </nav>
  );
}
