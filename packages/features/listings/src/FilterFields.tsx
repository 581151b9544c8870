/** The fields that the listing filters, the jobs-for-her filters and home's search share. */
import { EXPERIENCE_OPTIONS, SORT_OPTIONS, type SortValue } from '@jobsite/domain';
import { Button } from '@jobsite/ui/Button';
import { Select } from '@jobsite/ui/Select';
import * as styles from './FilterFields.css.ts';
import type { CityOption } from './filters.ts';

/** `locIds`: any city, or one of `cities`. Re-mounted when the address's value changes. */
export function CitySelect({ cities, value }: { cities: readonly CityOption[]; value: number | undefined }) {
  return (
    <Select
      label="City"
      name="locIds"
      options={[
        { value: '', label: 'Any city' },
        ...cities.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
      defaultValue={value === undefined ? '' : String(value)}
      key={`city-${value ?? ''}`}
    />
  );
}

/** `exp`: the experience bands of the catalogue ("Any" sends nothing). */
export function ExperienceSelect({ value }: { value: number | undefined }) {
  return (
    <Select
      label="Experience"
      name="exp"
      options={EXPERIENCE_OPTIONS.map((o) => ({
        value: o.filterId === 1 ? '' : String(o.filterId),
        label: o.label,
      }))}
      defaultValue={value === undefined ? '' : String(value)}
      key={`exp-${value ?? ''}`}
    />
  );
}

/**
 * `sort`: the sorts and labels the job feed shows too (`SORT_OPTIONS`). Best match is a listing's own
 * order (by its words where it has some, else newest first), so it sends nothing.
 */
export function SortSelect({ value }: { value: SortValue | undefined }) {
  const wire = (sort: SortValue | undefined) => (sort === 'date' ? sort : '');
  return (
    <Select
      label="Sort by"
      name="sort"
      options={SORT_OPTIONS.map((o) => ({ value: wire(o.value), label: o.label }))}
      defaultValue={wire(value)}
      key={`sort-${value ?? ''}`}
    />
  );
}

/**
 * A filter form's submit button. Filters apply as they change; the button is how a keyboard or
 * assistive-technology user, or a browser without JavaScript, sends the form.
 */
export function FilterSubmit({ label }: { label: string }) {
  return (
    <div className={styles.apply}>
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </div>
  );
}
