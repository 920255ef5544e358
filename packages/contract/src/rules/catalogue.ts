/** Category handles of the catalogue, in display order. */
export const CATEGORY_HANDLES = ["perfumes", "attars", "incense-sticks", "room-fresheners"] as const
export type CategoryHandle = (typeof CATEGORY_HANDLES)[number]

/** The contact form's subjects. */
export const CONTACT_SUBJECTS = ["product-inquiry", "order-support", "shipping", "returns"] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]
