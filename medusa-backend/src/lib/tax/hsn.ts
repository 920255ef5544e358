/**
 * HSN (goods) and SAC (services) codes the shop prints and reports, at six
 * digits, written without spaces (Rule 46(g) CGST Rules; GSTR-1 table 12
 * takes six digits above ₹5 crore turnover, Notification 78/2020-CT).
 *
 * Goods rates as in force from 22 Sep 2025: Notification 9/2025-Central Tax
 * (Rate), G.S.R. 641(E) of 17 Sep 2025, which superseded 1/2017-CT(Rate):
 * Schedule I (CGST 2.5%, GST 5%) has 3307 41 agarbatti, lobhan, dhoop batti,
 * dhoop, sambhrani; Schedule II (CGST 9%, GST 18%) has 3301 essential oils,
 * 3303 perfumes and toilet waters and 3307 preparations for perfuming rooms.
 * Services: the scheme of classification of services (Annexure to
 * Notification 11/2017-CT(Rate)): 996812 courier services, 998540 packaging.
 */
export type HsnEntry = { code: string; description: string; rate: number; kind: "goods" | "service" }

export const HSN_CODES: readonly HsnEntry[] = [
  { code: "330300", description: "Perfumes and toilet waters", rate: 18, kind: "goods" },
  { code: "330129", description: "Essential oils (attars)", rate: 18, kind: "goods" },
  { code: "330749", description: "Preparations for perfuming or deodorizing rooms", rate: 18, kind: "goods" },
  { code: "330741", description: "Agarbatti and other odoriferous preparations which operate by burning", rate: 5, kind: "goods" },
  { code: "996812", description: "Courier services (delivery of the goods)", rate: 18, kind: "service" },
  { code: "998540", description: "Packaging services (gift wrap)", rate: 18, kind: "service" },
]

/** "3307 41" -> "330741": digits only, as the portal and Rule 46 want them. */
export const compactHsn = (code: string) => code.replace(/\s+/g, "")

/** The entry for a code as stored on a document (older ones had 4 digits or spaces: "3303", "3307 41", "9968"). */
export function hsnEntry(code: string): HsnEntry | undefined {
  const digits = compactHsn(code)
  return HSN_CODES.find((e) => e.code === digits) ?? HSN_CODES.find((e) => digits.length >= 4 && e.code.startsWith(digits))
}

/** Unit Quantity Code of GSTR-1 table 12: goods are counted in numbers; services have none. */
export const UQC = { goods: "NOS-NUMBERS", service: "NA" } as const

/** A code as table 12 reports it: digits, description, UQC (SAC codes start with 99). */
export function hsnSummaryCode(code: string, fallbackDescription: string): { code: string; description: string; uqc: string } {
  const digits = compactHsn(code)
  const entry = hsnEntry(digits)
  const service = entry ? entry.kind === "service" : digits.startsWith("99")
  return { code: digits, description: entry?.description ?? fallbackDescription, uqc: service ? UQC.service : UQC.goods }
}

/** The six-digit code printed on an invoice line (a category's older "3303" or "3307 41" becomes 330300, 330741). */
export function invoiceHsn(code: string): string {
  return code ? (hsnEntry(code)?.code ?? compactHsn(code)) : ""
}

/** Goods are counted in numbers (UQC NOS); a service (SAC 99...) has no unit. */
export function isServiceCode(code: string): boolean {
  const entry = hsnEntry(code)
  return entry ? entry.kind === "service" : compactHsn(code).startsWith("99")
}
