const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g

/**
 * Marks React Router's module preloads `fetchpriority="low"`. The page is
 * already in the HTML: what it needs first is its stylesheets and its largest
 * image, not the ~27 scripts that hydrate it, which otherwise load at high
 * priority and share a slow phone connection with them. Hydration still
 * starts as soon as the scripts are in. (`<Scripts />` has no prop for this;
 * the links carry suppressHydrationWarning, so the attribute never upsets hydration.)
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"')
}
