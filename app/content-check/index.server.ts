/**
 * The content checker's engine (Node only): every rule of the authoring contract
 * (docs/content-format.md) over a content folder, as `file:line:col` findings. `npm run
 * check-content`, the build's check and the back office's save check all run it.
 */
export { checkContentFolder, type CachedFindings, type ContentFolder } from "./check-folder.ts";
export { checkLinksFile } from "./check-links-file.ts";
export { checkMarkdownFile, learnFolderFacts, type FolderFacts } from "./folder-facts.ts";
export { checkManifest } from "./check-manifest.ts";
export { checkMarkdown } from "./check-markdown.ts";
export { createDiskFolder } from "./disk-folder.ts";
export {
  countErrors,
  createLocator,
  formatFinding,
  sortFindings,
  summarizeFindings,
  type Finding,
  type Severity,
} from "./finding.ts";
export { locateArrayElements, parseJsonAt } from "./json-location.ts";
export { guessLayout } from "./page-usage.ts";
