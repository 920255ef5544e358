/** The shop's social profiles as a list of links, each opening in a new tab. */
export function SocialLinks({ links, className }: { links: { label: string; href: string }[]; className?: string }) {
  return (
    <ul role="list" className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
