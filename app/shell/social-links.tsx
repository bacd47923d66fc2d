import { Icon, useSiteIdentity, type IconName } from "#app/ui/index.ts";

/**
 * The icon links that end every page: the site's social profiles and its contact address, each
 * only when site.json names it (a site that names neither gets an empty row: hiding it costs more
 * first-load bytes than the 115 KB budget has left).
 */
export function SocialLinks() {
  const identity = useSiteIdentity();
  const email = identity.contactEmail;
  return (
    <nav className="social-links" aria-label="Social and contact">
      <ul>
        {/* Labelled, and a network without an icon mapped to the link icon, by the loader. */}
        {identity.social.map((social) => (
          <li key={social.url}>
            <a
              className="social-links__link"
              href={social.url}
              aria-label={social.label}
              title={social.label}
              rel="me"
            >
              <Icon name={social.network as IconName} />
            </a>
          </li>
        ))}
        {email && (
          <li>
            <a
              className="social-links__link"
              href={`mailto:${email}`}
              aria-label={`Email ${identity.title}`}
              title={email}
            >
              <Icon name="email" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
