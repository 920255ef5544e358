import { describe, expect, it } from "vitest"
import { phoneHref, socialLinks, whatsappHref } from "./contact-links"

describe("contact links", () => {
  it("lists only the configured social profiles, in order", () => {
    expect(socialLinks({ instagram: "https://instagram.com/s", facebook: "", youtube: "https://youtube.com/s" })).toEqual([
      { label: "Instagram", href: "https://instagram.com/s" },
      { label: "YouTube", href: "https://youtube.com/s" },
    ])
  })

  it("writes phone and WhatsApp numbers as their links want them", () => {
    expect(phoneHref("+91 98765-43210")).toBe("tel:+919876543210")
    expect(whatsappHref("+91 98765 43210")).toBe("https://wa.me/919876543210")
  })
})
