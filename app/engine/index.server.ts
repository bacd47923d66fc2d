/** What other features may use of `app/engine/` on the server (Node: the build, the server, the tools). */
export { readFixture } from "./fixtures/read-fixture.ts";
