import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { site } from "#app/config/index.ts";
import { SearchButton } from "#app/search/index.ts";

/** Wider than this, the menu is inline; at this width or less it is a hamburger. */
const MOBILE_MENU_MAX_WIDTH = 768;

export function SiteHeader() {
  const location = useLocation();
  const menuId = useId();
  // The menu is open for the location it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
    const close = () => wide.matches && setOpenOn(null);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOn(null);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="brand">
          <Link to="/" className="brand__title">
            {site.title}
          </Link>
          <p className="brand__tagline">{site.tagline}</p>
        </div>
        <hr className="site-header__divider" />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
        </button>
        <nav id={menuId} className="site-nav" data-open={open} aria-label="Main">
          <ul>
            {site.nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchButton />
      </div>
    </header>
  );
}
