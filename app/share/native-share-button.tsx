import type { ShareData } from "./share-links.ts";
import { Icon, useClientValue } from "#app/ui/index.ts";

const canShareNatively = () => typeof navigator.share === "function";

/**
 * The system share sheet, where the browser offers the Web Share API. Rendered only after
 * hydration (the prerendered HTML cannot know); its slot is always reserved, so nothing moves.
 */
export function NativeShareButton({ share }: { share: ShareData }) {
  const available = useClientValue(canShareNatively, false);
  if (!available) return null;

  async function openShareSheet() {
    try {
      await navigator.share({
        url: share.url,
        title: share.title,
        text: share.description || undefined,
      });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError"))
        console.error("Sharing failed", error);
    }
  }

  return (
    <button type="button" className="share-button" title="Share" onClick={openShareSheet}>
      <Icon name="share" />
      <span className="share-button__label visually-hidden">Share</span>
    </button>
  );
}
