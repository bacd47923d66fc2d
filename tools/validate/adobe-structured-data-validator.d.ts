// The validator ships no types; this is the part structured-data.ts uses.
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: { jsonld?: Record<string, unknown[]> }): Promise<unknown[]>;
  }
}
