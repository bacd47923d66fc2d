/**
 * `node tools/images/main.ts`: the build's image step on its own (`npm run build` runs it in
 * its own process: tools/images/image-step.ts) for CONTENT_DIR.
 */
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { runImageStep } from "./image-step.ts";

const { contentDir, buildDir } = readSiteEnvOrExit();
await runImageStep(contentDir, buildDir);
