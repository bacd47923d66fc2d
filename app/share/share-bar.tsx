import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useMatches } from "react-router";
import { shareDataFromMatches } from "./share-data.ts";
import { buildShareLinks, SHARE_TARGETS, type ShareData } from "./share-links.ts";
import { isPhone } from "./share-actions.ts";
import { site } from "#app/config/index.ts";
import { Icon, useClientValue } from "#app/ui/index.ts";
import { NativeShareButton } from "./native-share-button.tsx";
import { ShareItem } from "./share-item.tsx";

const readIsPhone = () => isPhone(navigator.userAgent);

/** The fixed share column of every page, sharing the current page. */
export function ShareBar() {
  const matches = useMatches();
  // Without a page (an error page) the site itself is shared: then no loader has read site.json,
  // and the built-in identity is the one the shell shows too.
  const share = useMemo(() => shareDataFromMatches(matches, site), [matches]);
  const phone = useClientValue(readIsPhone, false);
  return <SharePanel share={share} phone={phone} />;
}

/** The first targets, an expander for the rest, and the native share sheet where there is one. */
export function SharePanel({ share, phone }: { share: ShareData; phone: boolean }) {
  const links = useMemo(
    () =>
      buildShareLinks(share, SHARE_TARGETS, { phone, messengerAppId: site.share.messengerAppId }),
    [share, phone],
  );
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const expander = useRef<HTMLButtonElement>(null);

  // Not an http(s) page: buildShareLinks has warned; there is nothing to share.
  if (links.length === 0) return null;
  const first = links.slice(0, site.share.visible);
  const rest = links.slice(site.share.visible);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape" || !expanded) return;
    setExpanded(false);
    expander.current?.focus();
  }

  return (
    <aside className="share-bar" aria-label="Share this page" onKeyDown={closeOnEscape}>
      <ul className="share-bar__list">
        {first.map((link) => (
          <li key={link.target}>
            <ShareItem link={link} />
          </li>
        ))}
      </ul>
      <button
        ref={expander}
        type="button"
        className="share-button share-bar__expander"
        aria-expanded={expanded}
        aria-controls={moreId}
        title={expanded ? "Show less share buttons" : "Show more share buttons"}
        onClick={() => setExpanded(!expanded)}
      >
        <Icon name={expanded ? "minus" : "ellipsis"} />
        <span className="share-button__label visually-hidden">
          {expanded ? "Show less share buttons" : "Show more share buttons"}
        </span>
      </button>
      <div className="share-bar__native">
        <NativeShareButton share={share} />
      </div>
      <ul id={moreId} className="share-bar__more" hidden={!expanded}>
        {rest.map((link) => (
          <li key={link.target}>
            <ShareItem link={link} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
