/**
 * `node prune-main.ts BUILD_DIR`: removes the replaced releases the policy no longer keeps
 * (releases.ts), in a process of its own started when a release goes live, so a build does not
 * wait for the removal of a whole tree of links.
 */
import { pruneReleases } from "./releases.ts";

await pruneReleases(process.argv[2] ?? "", Date.now());
