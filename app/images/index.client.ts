/** What other features may use of `app/images/` in the browser (lazily loaded code only). */
export { fetchImageManifest } from "./fetch-image-manifest.client.ts";
