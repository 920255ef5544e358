// The two packages ship JavaScript without types; these are the parts our tests use.

declare module "@adobe/structured-data-validator" {
  export type ValidationIssue = {
    rootType?: string
    dataFormat?: string
    issueMessage: string
    severity: "ERROR" | "WARNING"
    fieldNames?: string[]
  }
  /** Google's rich-result rules per schema.org type; with the schema.org vocabulary also its property checks. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(extracted: unknown): Promise<ValidationIssue[]>
  }
}

declare module "@marbec/web-auto-extractor" {
  export type Extracted = {
    metatags: Record<string, string[]>
    jsonld: Record<string, Record<string, unknown>[]>
    errors?: unknown[]
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): Extracted
  }
}
