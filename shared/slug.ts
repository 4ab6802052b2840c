/**
 * Slug of a tag name (SPEC §5): lower-case; ä→ae, ö→oe, ü→ue, ß→ss; any other non-alphanumeric
 * becomes a hyphen; repeated hyphens collapse; no leading or trailing hyphen.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
