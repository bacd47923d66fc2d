import { NavLink } from "react-router";
import type { SiteLink as Link } from "#app/engine/index.ts";

/** A nav or footer link of `site.json`: a site path stays in the app, anything else is a plain link. */
export function SiteLink({ link }: { link: Link }) {
  if (link.url.startsWith("/")) return <NavLink to={link.url}>{link.label}</NavLink>;
  return <a href={link.url}>{link.label}</a>;
}
