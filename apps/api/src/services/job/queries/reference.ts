/** The queries that load a vertical's reference data (reference.ts keeps it in memory for a few minutes). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';

export function referenceRows(q: Queryable, vertical: Vertical) {
  return Promise.all([
    q.rows<{ id: number; name: string; slug: string; icon: string; sort_order: number }>(
      sql`SELECT id, name, slug, icon, sort_order FROM categories WHERE vertical = ${vertical} ORDER BY sort_order`,
    ),
    q.rows<{ id: number; category_id: number; label: string; slug: string }>(
      sql`SELECT m.id, m.category_id, m.label, m.slug FROM tag_menus m JOIN categories c ON c.id = m.category_id
          WHERE c.vertical = ${vertical} ORDER BY m.category_id, m.sort_order`,
    ),
    q.rows<{
      id: number;
      name: string;
      alias: string;
      search_string: string;
      slug: string;
      category_id: number;
      menu_id: number | null;
      is_main: boolean;
    }>(
      sql`SELECT id, name, alias, search_string, slug, category_id, menu_id, is_main FROM tags WHERE vertical = ${vertical} ORDER BY id`,
    ),
    q.rows<{ id: number; name: string; slug: string; region: string; is_seo: boolean; aliases: string[] }>(
      sql`SELECT id, name, slug, region, is_seo, aliases FROM cities WHERE vertical = ${vertical} ORDER BY id`,
    ),
    q.rows<{ id: number; name: string; slug: string; logo: string }>(
      sql`SELECT id, name, slug, logo FROM companies WHERE vertical = ${vertical}`,
    ),
    q.rows<{
      id: number;
      name: string;
      designation: string;
      pic_url: string | null;
      company_id: number | null;
      city_id: number | null;
    }>(
      sql`SELECT id, name, designation, pic_url, company_id, city_id FROM recruiters WHERE vertical = ${vertical}`,
    ),
    q.rows<{ id: number; name: string; cluster: string }>(
      sql`SELECT id, name, cluster FROM functional_areas WHERE vertical = ${vertical} ORDER BY id`,
    ),
    q.rows<{ id: number; name: string }>(
      sql`SELECT id, name FROM industries WHERE vertical = ${vertical} ORDER BY id`,
    ),
  ]);
}
