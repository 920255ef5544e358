import type { StoreConfig } from "./config"

/** The configured social profiles, in the order the footer and the contact page list them. */
export function socialLinks(social: StoreConfig["social"]) {
  return [
    { label: "Instagram", href: social.instagram },
    { label: "Facebook", href: social.facebook },
    { label: "YouTube", href: social.youtube },
  ].filter((link) => link.href)
}

/** A tel: link keeps only the digits and a leading plus of the number as written. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

/** wa.me takes the number's digits only. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`
