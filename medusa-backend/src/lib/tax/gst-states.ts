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

/**
 * The states and union territories a shopper chooses from, with the official
 * name shown and stored for each GST state code (same source as above; the
 * codes 97 "Other Territory" and 99 "Centre Jurisdiction" are not places a
 * parcel goes to).
 */
export const GST_STATES: readonly { code: string; name: string }[] = [
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "18", name: "Assam" },
  { code: "10", name: "Bihar" },
  { code: "04", name: "Chandigarh" },
  { code: "22", name: "Chhattisgarh" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "07", name: "Delhi" },
  { code: "30", name: "Goa" },
  { code: "24", name: "Gujarat" },
  { code: "06", name: "Haryana" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "01", name: "Jammu and Kashmir" },
  { code: "20", name: "Jharkhand" },
  { code: "29", name: "Karnataka" },
  { code: "32", name: "Kerala" },
  { code: "38", name: "Ladakh" },
  { code: "31", name: "Lakshadweep" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "27", name: "Maharashtra" },
  { code: "14", name: "Manipur" },
  { code: "17", name: "Meghalaya" },
  { code: "15", name: "Mizoram" },
  { code: "13", name: "Nagaland" },
  { code: "21", name: "Odisha" },
  { code: "34", name: "Puducherry" },
  { code: "03", name: "Punjab" },
  { code: "08", name: "Rajasthan" },
  { code: "11", name: "Sikkim" },
  { code: "33", name: "Tamil Nadu" },
  { code: "36", name: "Telangana" },
  { code: "16", name: "Tripura" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "05", name: "Uttarakhand" },
  { code: "19", name: "West Bengal" },
]

const NAME_BY_CODE = new Map(GST_STATES.map((s) => [s.code, s.name]))

/** The official name of a GST state code ("09" -> "Uttar Pradesh"), or null for a code that is not a state/UT. */
export function gstStateName(code: string | null | undefined): string | null {
  return (code && NAME_BY_CODE.get(code)) || null
}

/** Whether two GST state codes are the same state: the intra-state test on stored codes (no names involved). */
export function isIntraStateCode(storeCode: string | null | undefined, placeOfSupplyCode: string | null | undefined): boolean {
  return !!storeCode && storeCode === placeOfSupplyCode
}
