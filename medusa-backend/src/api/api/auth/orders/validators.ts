// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export {
  CancelOrderBody,
  PagingQuery,
  PaymentReferenceBody,
  PlaceOrderBody,
  type CancelOrderBodyType,
  type PaymentReferenceBodyType,
} from "@sugandh/contract"
