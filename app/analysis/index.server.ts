/** What other features may use of `app/analysis/` on the server (Node: the build, the server, the tools): blocks, front matter, one analysis per file, page content and the page model's types. */
export { readFixture } from "./fixtures/read-fixture.ts";
