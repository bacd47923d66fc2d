/** What other features may use of `app/layouts/`. */
export { ContentPage } from "./content-page.tsx";
