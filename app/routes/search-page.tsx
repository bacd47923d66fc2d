import { Link } from "react-router";

/** The listings a visitor without JavaScript can browse instead of searching. */
const LISTINGS = [
  { to: "/blogs", label: "All blog posts" },
  { to: "/insights", label: "Insights" },
  { to: "/humor", label: "Humor" },
  { to: "/reviews", label: "Reviews" },
  { to: "/qahub", label: "FAQs" },
] as const;

// "Search" alone: importing the site config here would split a shared chunk off every page.
export function meta() {
  return [
    { title: "Search" },
    { name: "description", content: "Search the site's posts, reviews and FAQs." },
    { name: "robots", content: "noindex" },
  ];
}

/** Where the header's search link leads when scripts do not run: search runs in the browser. */
export default function SearchPage() {
  return (
    <section className="page page--search">
      <h1>Search</h1>
      <p>
        Search needs JavaScript: it runs in your browser. With JavaScript on, use the Search button
        at the top of any page. Without it, browse the listings:
      </p>
      <ul className="listing">
        {LISTINGS.map((listing) => (
          <li key={listing.to}>
            <Link to={listing.to}>{listing.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
