/** Placeholder while the brochure download is built. */
export function loader() {
  return new Response('Not found', { status: 404 });
}
