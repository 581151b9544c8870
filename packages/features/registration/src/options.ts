import type { ApiClient } from '@jobsite/api-client';

export interface Option {
  value: string;
  label: string;
}

/** Cities people can pick: the main ones and their nearby cities, once each, by name. */
export async function cityOptions(api: ApiClient): Promise<Option[]> {
  const groups = await api.job.nearbyCitiesJobs(undefined).catch(() => []);
  const seen = new Map<number, string>();
  for (const g of groups) {
    seen.set(g.id, g.name);
    for (const n of g.nearby ?? []) seen.set(n.id, n.name);
  }
  return [...seen]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function functionalAreaOptions(api: ApiClient): Promise<Option[]> {
  const areas = await api.static.functionalAreas(undefined).catch(() => []);
  return areas.map((a) => ({ value: String(a.id), label: a.name }));
}

export async function industryOptions(api: ApiClient): Promise<Option[]> {
  const list = await api.job.industries(undefined).catch(() => []);
  return list.map((i) => ({ value: String(i.id), label: i.name }));
}
