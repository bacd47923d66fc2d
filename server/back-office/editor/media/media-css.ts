/** The media library's look: a grid of thumbnails that wraps at 375 px, controls 44 px high. */
export const MEDIA_CSS = `
dialog.media-library { width: min(60rem, calc(100vw - 16px)); max-height: calc(100vh - 32px); box-sizing: border-box; border: 2px solid #3a69c7; border-radius: 6px; padding: 12px; font: 15px/1.4 system-ui, sans-serif; color: #1e2532; }
.media-library h2 { font-size: 1.15rem; margin: 0; }
.media-library__head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.media-library__filters { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.media-library__filters > div { flex: 1 1 14rem; }
.media-library label { display: block; font-weight: 600; margin: 6px 0 2px; }
.media-library input, .media-library select { box-sizing: border-box; width: 100%; min-height: 44px; font: inherit; padding: 6px; border: 1px solid #798291; border-radius: 4px; }
.media-library button { min-height: 44px; padding: 6px 10px; border: 1px solid #798291; border-radius: 5px; background: #fff; color: #1e2532; font: inherit; cursor: pointer; }
.media-library button:focus-visible, .media-library input:focus-visible, .media-library select:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.media-library__grid { list-style: none; padding: 0; margin: 8px 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 8px; }
.media-library__grid button { width: 100%; height: 100%; display: flex; flex-direction: column; align-items: stretch; gap: 2px; text-align: left; }
.media-library__grid img, .media-library__pending { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: contain; background: #eef0f4; }
.media-library__name { overflow-wrap: anywhere; font-weight: 600; }
.media-library__folder { overflow-wrap: anywhere; color: #4a5263; font-size: 0.9em; }
.media-library__hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.media-library__upload { border: 1px solid #c4c9d2; border-radius: 5px; margin: 8px 0 0; padding: 8px; min-width: 0; }
.media-library__upload legend { font-weight: 600; }
.media-library__upload button { margin-top: 8px; }
`;
