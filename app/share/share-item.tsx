import type { MouseEvent } from "react";
import type { ShareLink } from "./share-links.ts";
import { openSharePopup } from "./share-actions.ts";
import { CopyLinkButton } from "./copy-link-button.tsx";
import { Icon } from "#app/ui/index.ts";
import { shareTarget } from "./share-targets.ts";

/**
 * One share target. Network targets are real links (they work without JavaScript and can be
 * opened in a new tab); a plain click opens them in the centred share popup instead.
 */
export function ShareItem({ link }: { link: ShareLink }) {
  const { label, icon } = shareTarget(link.target);
  const content = (
    <>
      <Icon name={icon} />
      <span className="share-button__label visually-hidden">{label}</span>
    </>
  );

  switch (link.kind) {
    case "copy":
      return <CopyLinkButton url={link.href} />;
    case "print":
      return (
        <button type="button" className="share-button" title={label} onClick={() => window.print()}>
          {content}
        </button>
      );
    case "app":
      return (
        <a className="share-button" href={link.href} title={label}>
          {content}
        </a>
      );
    case "popup": {
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        // Modified and middle clicks keep their browser meaning (new tab, new window).
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        openSharePopup(link.href, link.target);
      };
      return (
        <a
          className="share-button"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          title={label}
          onClick={onClick}
        >
          {content}
        </a>
      );
    }
  }
}
