// The GSTIN rule (shape, state code, check character) is shared with the storefront.
export { GSTIN_MESSAGES, gstinCheckCharacter, gstinError, gstinStateCode, normaliseGstin } from "@sugandh/contract"
