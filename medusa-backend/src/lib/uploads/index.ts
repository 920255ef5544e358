export * from "./image-type"
export * from "./file-name"
export * from "./image-upload"
export * from "./directory"
