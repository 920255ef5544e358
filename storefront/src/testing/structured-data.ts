import Validator from "@adobe/structured-data-validator"
import WebAutoExtractor from "@marbec/web-auto-extractor"

/**
 * A page's head as the link-preview and rich-result checkers read it:
 * `@marbec/web-auto-extractor` reads the meta tags and JSON-LD from the HTML,
 * `@adobe/structured-data-validator` (maintained by Adobe) checks the JSON-LD
 * against Google's rich-result rules for each type (Product, Offer,
 * AggregateRating, BreadcrumbList, ListItem, Organization ...), offline.
 * Used by the unit tests of the head builders and the e2e over rendered pages.
 */
export function readHead(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(html)
  const meta = (name: string) => extracted.metatags[name]?.[0]
  const types = Object.keys(extracted.jsonld ?? {})
  return { extracted, meta, types }
}

/** The validator's errors (its warnings are optional fields), each as "Type: message". */
export async function structuredDataErrors(html: string): Promise<string[]> {
  const { extracted } = readHead(html)
  const issues = await new Validator().validate(extracted)
  return issues.filter((issue) => issue.severity === "ERROR").map((issue) => `${issue.rootType ?? "?"}: ${issue.issueMessage}`)
}
