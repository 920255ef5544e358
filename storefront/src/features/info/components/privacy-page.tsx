import type { ReactNode } from "react"
import { useConfig } from "@/lib/config"
import { InfoHero } from "./info-hero"
import { InfoHighlights, InfoPage, InfoProse } from "./info-layout"

const SUMMARY = [
  { title: "What we collect", text: "Only what we need to run your account and deliver your orders." },
  { title: "No selling", text: "We never sell your personal information." },
  { title: "Secure", text: "Passwords are hashed and data travels over encrypted connections." },
  { title: "Your control", text: "Ask to see, correct or delete your data at any time." },
]

/** Privacy policy: last updated 3 October 2025; twelve sections; summary grid; breadcrumb. */
export function PrivacyPage() {
  const { data: config } = useConfig()
  const storeName = config?.storeName ?? "Sugandh"
  const email = config?.contact.email
  const sections: { title: string; body: ReactNode }[] = [
    {
      title: "Information we collect",
      body: (
        <p>
          When you create an account, shop or write to us we collect your name, email, phone number, delivery address and password (stored
          only in hashed form), your order history and your preferences such as your wishlist.
        </p>
      ),
    },
    {
      title: "How we use your information",
      body: (
        <p>
          To create and secure your account, process and deliver orders, send order updates and answers to your questions, and, if you
          subscribe, our newsletter. We also use aggregated, anonymous figures to improve the shop.
        </p>
      ),
    },
    {
      title: "Sharing your information",
      body: (
        <p>
          We share only what is needed with the couriers who deliver your parcels and the services that send our emails. We do not sell or
          rent your personal information to anyone.
        </p>
      ),
    },
    {
      title: "Cookies and local storage",
      body: (
        <p>
          We keep your sign-in token in your browser's local storage so you stay signed in. We do not use advertising cookies or third-party
          trackers.
        </p>
      ),
    },
    {
      title: "Data security",
      body: (
        <p>
          Passwords are hashed, connections are encrypted, and access to customer data is limited to the staff who need it to serve you.
        </p>
      ),
    },
    {
      title: "Your rights",
      body: (
        <p>
          You can view and update your profile at any time, and ask us to export or delete your data by writing to us. You can unsubscribe
          from the newsletter from any newsletter email.
        </p>
      ),
    },
    {
      title: "Data retention",
      body: (
        <p>
          We keep your account data while your account is open. Order records are kept as long as tax and accounting law requires;
          everything else is deleted when you close your account.
        </p>
      ),
    },
    {
      title: "Third-party links",
      body: <p>Our pages link to social networks and WhatsApp. Their own privacy policies apply once you follow such a link.</p>,
    },
    {
      title: "Children's privacy",
      body: (
        <p>
          Our shop is not meant for children under 13, and we do not knowingly collect information from them. If you believe a child has
          given us data, contact us and we will delete it.
        </p>
      ),
    },
    {
      title: "International users",
      body: (
        <p>
          {storeName} serves customers in India and our servers are located in India. If you visit from elsewhere, your information is
          processed in India.
        </p>
      ),
    },
    {
      title: "Changes to this policy",
      body: (
        <p>When we change this policy we update the date above, and for important changes we let registered customers know by email.</p>
      ),
    },
    {
      title: "Contact us",
      body: (
        <p>
          Questions about your privacy? Write to us
          {email ? (
            <>
              {" "}
              at <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}{" "}
          and we will reply within 24 hours.
        </p>
      ),
    },
  ]

  return (
    <InfoPage>
      <InfoHero title="Privacy Policy" eyebrow="Policies">
        <p>
          Last updated: <time dateTime="2025-10-03">3 October 2025</time>
        </p>
      </InfoHero>
      <InfoHighlights label="Summary">
        {SUMMARY.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </li>
        ))}
      </InfoHighlights>
      <InfoProse>
        {sections.map((section, i) => (
          <section key={section.title}>
            <h2>
              {i + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </InfoProse>
    </InfoPage>
  )
}
