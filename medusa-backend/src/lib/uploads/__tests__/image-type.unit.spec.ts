import { safeImageFileName, toStoredFileUrl } from "../file-name"
import { checkImages, MAX_IMAGE_BYTES } from "../image-upload"
import { sniffImageType } from "../image-type"

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === "string" ? Buffer.from(v, "latin1") : Buffer.from([v]))))

const PNG = bytes(0x89, "PNG\r\n\x1a\n", "rest")
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, "JFIF")
const file = (buffer: Buffer, name = "a.png", fieldname = "images") => ({
  fieldname,
  originalname: name,
  encoding: "7bit",
  mimetype: "image/png",
  size: buffer.length,
  buffer,
})

describe("sniffImageType", () => {
  it("recognises PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(sniffImageType(PNG)?.mimeType).toBe("image/png")
    expect(sniffImageType(JPEG)?.mimeType).toBe("image/jpeg")
    expect(sniffImageType(bytes("GIF89a", 1, 0))?.mimeType).toBe("image/gif")
    expect(sniffImageType(bytes("GIF87a"))?.mimeType).toBe("image/gif")
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))?.mimeType).toBe("image/webp")
  })

  it("refuses text, SVG, PDF, truncated signatures and RIFF files that are not WebP", () => {
    expect(sniffImageType(Buffer.from("hello, I am not a picture"))).toBeNull()
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull()
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeNull()
    expect(sniffImageType(bytes(0x89, "PN"))).toBeNull()
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WAVEfmt "))).toBeNull()
    expect(sniffImageType(Buffer.alloc(0))).toBeNull()
  })
})

describe("checkImages", () => {
  it("names a file after its real type, whatever the client called it", () => {
    const [checked] = checkImages([file(JPEG, "../../etc/Rose Attar.PNG")])
    expect(checked).toMatchObject({ filename: "rose-attar.jpg", mimeType: "image/jpeg" })
  })

  it("refuses a renamed non-image, a sixth file, an oversize file and other fields", () => {
    expect(() => checkImages([file(Buffer.from("not an image"), "fake.png")])).toThrow(/Only image files/)
    expect(() => checkImages(Array.from({ length: 6 }, () => file(PNG)))).toThrow("Maximum 5 images allowed")
    const big = file(PNG)
    big.size = MAX_IMAGE_BYTES + 1
    expect(() => checkImages([big])).toThrow(/5MB/)
    expect(() => checkImages([file(PNG, "a.png", "avatar")])).toThrow(/images field/)
  })
})

describe("file names and stored URLs", () => {
  it("keeps a safe base name", () => {
    expect(safeImageFileName("", "png")).toBe("image.png")
    expect(safeImageFileName("...", "gif")).toBe("image.gif")
  })

  it("stores this backend's /static URLs as paths and keeps other hosts", () => {
    expect(toStoredFileUrl("http://localhost:9000/static/1-a.png", "http://localhost:9000")).toBe("/static/1-a.png")
    expect(toStoredFileUrl("https://cdn.example/x.png", "http://localhost:9000")).toBe("https://cdn.example/x.png")
    expect(toStoredFileUrl("/static/x.png", "http://localhost:9000")).toBe("/static/x.png")
  })
})
