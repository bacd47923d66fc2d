import { useEffect, useState } from "react";
import { copyText, Icon } from "#app/ui/index.ts";
import { shareTarget } from "./share-targets.ts";

/** The share bar's copy button shows `Copied` for 2000 ms. */
const COPIED_FOR_MS = 2000;

/** Copies the page URL; `Copy link` becomes `Copied` with a check, disabled meanwhile. */
export function CopyLinkButton({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const { label, icon } = shareTarget("copy");

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (copied) return;
    try {
      await copyText(url);
      setCopied(true);
    } catch (error) {
      console.error("Copy failed", error);
    }
  }

  // aria-disabled rather than disabled: a disabled button drops keyboard focus.
  return (
    <button
      type="button"
      className="share-button"
      data-copied={copied || undefined}
      aria-disabled={copied || undefined}
      title={copied ? undefined : label}
      onClick={copy}
    >
      <Icon name={copied ? "check" : icon} />
      <span className="share-button__label visually-hidden" aria-live="polite">
        {copied ? "Copied" : label}
      </span>
    </button>
  );
}
