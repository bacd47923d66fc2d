/** What other features may use of `app/dev/`. */
export { DevContentReload } from "./dev-content-reload.tsx";
