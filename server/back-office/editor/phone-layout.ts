/**
 * Decap's editor on a phone. Its toolbar is one row 66 px high: at 390 px its sections take about
 * 580 px, so "Delete entry" was cut and the account menu (with **Log Out**) and the site link lay
 * off the screen, in a box that does not scroll. Its date field put **Clear** past the edge. Below
 * 640 px the toolbar takes two rows (the back link and the account menu, then the entry's
 * buttons), the editor starts below it, and the date field's buttons wrap.
 *
 * Decap's styles are emotion classes whose names end in the component's label
 * (`css-1gtfcgu-ToolbarContainer`): these rules match the label, not the hash. Emotion adds its
 * rules after this sheet, so the sizes it sets are overridden with `!important`.
 */
const PHONE_LAYOUT_CSS = `
@media (max-width: 640px) {
  [class*="-EditorContainer"] { padding-top: 112px !important; }
  [class*="-ToolbarContainer"] { height: 112px !important; flex-wrap: wrap; overflow: visible !important; }
  [class*="-ToolbarContainer"] > * { height: 56px !important; }
  [class*="-ToolbarSectionMain"] { order: 2; flex: 1 0 100%; box-sizing: border-box; }
  [class*="-DateTimeControl"] { flex-wrap: wrap; row-gap: 8px; }
}
`;

/** Puts the phone rules in the editor's page, once. */
export function addPhoneLayout(document: Document): void {
  const style = document.createElement("style");
  style.dataset.phoneLayout = "";
  style.textContent = PHONE_LAYOUT_CSS;
  document.head.append(style);
}
