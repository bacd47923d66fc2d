/** What other features may use of `app/page/`. */
export { ContentPage } from "./content-page.tsx";
