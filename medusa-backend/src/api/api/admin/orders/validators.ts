// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export {
  ConfirmOrderBody,
  PagingQuery,
  StatusBody,
  TrackingBody,
  type ConfirmOrderBodyType,
  type StatusBodyType,
  type TrackingBodyType,
} from "@sugandh/contract"
