/**
 * The body widget's look (body-widget.tsx, cards.ts): wraps at 375 px; every control at least
 * 44 px high, for a finger.
 */
import { CARDS_CSS } from "./cards.ts";

export const BODY_CSS = `
.site-body__blocks { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
.site-body button { min-height: 44px; padding: 6px 10px; border: 1px solid #798291; border-radius: 5px; background: #fff; color: #1e2532; font: inherit; cursor: pointer; }
.site-body button:focus-visible, .site-body input:focus-visible, .site-body select:focus-visible, .site-body textarea:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.site-body .cm-editor { min-height: 24em; border: 1px solid #798291; border-radius: 5px; background: #fff; }
.site-body .cm-editor.cm-focused { outline: 2px solid #3a69c7; outline-offset: 2px; }
.site-body .cm-scroller { font: 14px/1.5 ui-monospace, Menlo, Consolas, monospace; min-height: 24em; }
.site-body .cm-content { padding: 8px 0; }
.site-body [role=status] { margin: 0; }
.block-form { border: 2px solid #3a69c7; border-radius: 5px; padding: 10px; margin: 0 0 10px; min-width: 0; }
.block-form legend { font-weight: 600; padding: 0 4px; }
.block-form fieldset { border: 1px solid #c4c9d2; border-radius: 5px; margin: 8px 0; padding: 8px; min-width: 0; }
.block-field { display: flex; flex-direction: column; gap: 2px; margin: 6px 0; }
.block-field input, .block-field select, .block-field textarea { box-sizing: border-box; width: 100%; min-height: 40px; font: inherit; padding: 6px; border: 1px solid #798291; border-radius: 4px; }
.block-image { display: flex; flex-wrap: wrap; gap: 6px; }
.block-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 10px; }
${CARDS_CSS}`;
