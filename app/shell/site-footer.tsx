import { Link } from "react-router";
import { site } from "#app/config/index.ts";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {site.footer.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">
        © {site.copyrightYear} {site.title}. All rights reserved.
      </p>
    </footer>
  );
}
