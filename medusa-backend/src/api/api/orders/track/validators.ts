// The request schema lives in the contract the storefront shares (@sugandh/contract).
export { TrackOrderBody, type TrackOrderBodyType } from "@sugandh/contract"
