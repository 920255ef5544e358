export * from "./create-admin-product"
export * from "./delete-admin-product"
export * from "./product-input"
