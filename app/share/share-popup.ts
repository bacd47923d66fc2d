/** The share popup's size and position (800 by 500, centred on the window). */

const SHARE_POPUP_WIDTH = 800;
const SHARE_POPUP_HEIGHT = 500;

/** The parts of `window` that place a popup. */
export interface WindowFrame {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** The window name of a target's popup: one window per network, reused on the next click. */
export function sharePopupName(target: string): string {
  return `share-${target}`;
}

/**
 * `window.open` features for a popup centred on `frame`. Positions may be negative: on a
 * multi-monitor desktop a screen left of the primary one has negative coordinates.
 */
export function sharePopupFeatures(frame: WindowFrame): string {
  const left = Math.round(frame.screenX + (frame.outerWidth - SHARE_POPUP_WIDTH) / 2);
  const top = Math.round(frame.screenY + (frame.outerHeight - SHARE_POPUP_HEIGHT) / 2);
  return `popup,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top}`;
}
