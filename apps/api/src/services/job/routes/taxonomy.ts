/** Categories, keywords (tags) and their lookups by id, slug or name. */
import { Hono } from 'hono';
import { route } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { categoryOut, findTags, keywordOut, mainTags, tagInfoOut, tagOut } from '../taxonomy.ts';
import type { JobRouteDeps } from './deps.ts';

export function taxonomyRoutes({ db, getRef, vertical }: JobRouteDeps) {
  const app = new Hono({ strict: false });

  route(app, 'GET job/category/', async (_c, { query: { categoryId } }) => {
    const out = categoryOut(await getRef(vertical), categoryId);
    if (!out) throw notFound('Category not found');
    return out;
  });

  route(app, 'GET job/keyword/', async (_c, { query: { keywordId } }) => {
    const out = keywordOut(await getRef(vertical), keywordId);
    if (!out) throw notFound('Keyword not found');
    return out;
  });

  route(app, 'GET job/taginfo', async (_c, { query: { slug } }) => {
    const r = await getRef(vertical);
    const [t] = await findTags(db, r, vertical, slug, 1);
    if (!t) throw notFound('Tag not found');
    return tagInfoOut(r, t);
  });

  route(app, 'GET job/tagsById', async (_c, { query: { tagIds } }) => {
    const r = await getRef(vertical);
    return tagIds.flatMap((id) => r.tags.get(id) ?? []).map(tagOut);
  });

  route(app, 'GET job/tagIdsByName', async (_c, { query: { slug } }) => {
    const tags = await findTags(db, await getRef(vertical), vertical, slug, 5);
    return { tagIds: tags.map((t) => t.id), tags: tags.map(tagOut) };
  });

  route(app, 'GET job/tags', async () => [...(await getRef(vertical)).tags.values()].map(tagOut));

  route(app, 'GET job/mtags', async () => mainTags(await getRef(vertical)));

  return app;
}
