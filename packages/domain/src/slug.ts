/** Builds the slug of a category, tag or search keyword (product.md section 2). */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[&-]/g, '')
    .replace(/c#/g, 'c-sharp')
    .replace(/\+/g, '-plus')
    .replace(/#/g, 'hash')
    .replace(/\./g, '')
    .replace(/[\s/]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
