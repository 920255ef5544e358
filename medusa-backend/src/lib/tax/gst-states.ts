/**
 * GST state codes (the first two digits of a GSTIN), as listed by the GST
 * portal / CBIC for place of supply. Keys are lower-case names; a few common
 * spellings map to the same code.
 */
const STATE_CODES: Record<string, string> = {
  "jammu and kashmir": "01",
  "himachal pradesh": "02",
  punjab: "03",
  chandigarh: "04",
  uttarakhand: "05",
  haryana: "06",
  delhi: "07",
  "nct of delhi": "07",
  rajasthan: "08",
  "uttar pradesh": "09",
  bihar: "10",
  sikkim: "11",
  "arunachal pradesh": "12",
  nagaland: "13",
  manipur: "14",
  mizoram: "15",
  tripura: "16",
  meghalaya: "17",
  assam: "18",
  "west bengal": "19",
  jharkhand: "20",
  odisha: "21",
  orissa: "21",
  chhattisgarh: "22",
  chattisgarh: "22",
  "madhya pradesh": "23",
  gujarat: "24",
  "dadra and nagar haveli and daman and diu": "26",
  "daman and diu": "26",
  "dadra and nagar haveli": "26",
  maharashtra: "27",
  karnataka: "29",
  goa: "30",
  lakshadweep: "31",
  kerala: "32",
  "tamil nadu": "33",
  puducherry: "34",
  pondicherry: "34",
  "andaman and nicobar islands": "35",
  "andaman and nicobar": "35",
  telangana: "36",
  "andhra pradesh": "37",
  ladakh: "38",
}

const normalise = (state: string) =>
  state
    .trim()
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()

/** The two-digit GST state code of a state name, or null when the name is not an Indian state/UT. */
export function gstStateCode(state: string | null | undefined): string | null {
  if (!state) return null
  return STATE_CODES[normalise(state)] ?? null
}

/** Whether a supply to `shippingState` is within the supplier's state (CGST + SGST) or not (IGST). */
export function isIntraState(storeState: string, shippingState: string | null | undefined): boolean {
  const store = gstStateCode(storeState)
  return !!store && store === gstStateCode(shippingState)
}

// The list a shopper chooses from and the code -> name lookup are shared with the storefront.
export { GST_STATES, gstStateName } from "@sugandh/contract"

/** Whether two GST state codes are the same state: the intra-state test on stored codes (no names involved). */
export function isIntraStateCode(storeCode: string | null | undefined, placeOfSupplyCode: string | null | undefined): boolean {
  return !!storeCode && storeCode === placeOfSupplyCode
}
