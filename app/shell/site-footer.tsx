import { Link } from "react-router";
import { useSiteIdentity } from "#app/ui/index.ts";

export function SiteFooter() {
  const site = useSiteIdentity();
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {site.footer.map((item) => (
            <li key={item.url}>
              <Link to={item.url}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">© {site.copyright}. All rights reserved.</p>
    </footer>
  );
}
