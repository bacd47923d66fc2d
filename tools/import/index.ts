/** What other code may use of the importer: one import run and the sources it reads. */
export { runImport, type ImportResult, type ImportSource } from "./run-import.ts";
