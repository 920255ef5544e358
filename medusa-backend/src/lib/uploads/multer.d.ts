// multer ships without types and @types/multer is not installed; this
// declares only what src/lib/uploads uses.
declare module "multer" {
  import type { RequestHandler } from "express"

  namespace multer {
    interface File {
      fieldname: string
      originalname: string
      encoding: string
      mimetype: string
      size: number
      buffer: Buffer
    }
    interface Limits {
      fieldNameSize?: number
      fieldSize?: number
      fields?: number
      fileSize?: number
      files?: number
      parts?: number
    }
    interface Options {
      storage?: unknown
      limits?: Limits
    }
    interface Instance {
      any(): RequestHandler
      array(field: string, maxCount?: number): RequestHandler
      single(field: string): RequestHandler
      none(): RequestHandler
    }
    class MulterError extends Error {
      code: string
      field?: string
    }
    function memoryStorage(): unknown
  }

  function multer(options?: multer.Options): multer.Instance

  // What the parsers leave on the request (as @types/multer declares it): `single` sets file, `array`/`any` files.
  global {
    namespace Express {
      interface Request {
        file?: multer.File
        files?: multer.File[]
      }
    }
  }

  export = multer
}
