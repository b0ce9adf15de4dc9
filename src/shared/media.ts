/** URLs of the product's own pictures (DECISIONS.md §5), shared by the client and the server. */
export function companionSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The companion's portrait (SVG, cached for a long time). */
export function companionImageUrl(name: string): string {
  return `/media/companions/${companionSlug(name)}.svg`;
}

/** A theme's scene (SVG). */
export function themeSceneUrl(theme: string): string {
  return `/media/scenes/${companionSlug(theme)}.svg`;
}
