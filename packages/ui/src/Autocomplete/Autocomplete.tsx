import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Chip } from '../Chip/Chip.tsx';
import { control } from '../Field/Field.css.ts';
import { controlAttributes, Field } from '../Field/Field.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './Autocomplete.css.ts';

export interface AutocompleteOption {
  value: string;
  label: string;
}

export interface AutocompleteProps {
  label: ReactNode;
  options: AutocompleteOption[];
  /** The chosen values (tags, cities, skills). */
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** At most this many choices (further ones are not offered). */
  max?: number;
  /** Text shown when nothing matches. */
  noMatches?: string;
  id?: string;
}

/**
 * A multi-select combobox (ARIA 1.2 pattern): type to filter, Up/Down to move, Enter to choose,
 * Escape to close, Backspace in an empty box removes the last choice.
 */
export function Autocomplete({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  max,
  noMatches = 'No matches',
  id,
}: AutocompleteProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-listbox`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const full = max !== undefined && value.length >= max;

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return options
      .filter((o) => !value.includes(o.value) && (!q || o.label.toLowerCase().includes(q)))
      .slice(0, 50);
  }, [options, value, query]);

  const choose = (option: AutocompleteOption) => {
    if (full) return;
    onChange([...value, option.value]);
    setQuery('');
    setActiveIndex(0);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActiveIndex((i) => Math.min(i + 1, matches.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActiveIndex((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      const option = matches[activeIndex];
      if (open && option) {
        e.preventDefault();
        choose(option);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
    } else if (e.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const showList = open && !full;
  const activeOption = showList ? matches[activeIndex] : undefined;
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <div className={styles.wrap}>
        <input
          {...controlAttributes(inputId, { hint, error })}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
          placeholder={full ? undefined : placeholder}
          disabled={full}
          value={query}
          className={control}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActiveIndex(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <div
            id={listId}
            role="listbox"
            className={styles.listbox}
            aria-label={typeof label === 'string' ? label : undefined}
          >
            {matches.length === 0 ? (
              <p className={styles.empty}>{noMatches}</p>
            ) : (
              matches.map((o, i) => (
                <div
                  key={o.value}
                  tabIndex={-1}
                  id={`${listId}-${o.value}`}
                  role="option"
                  aria-selected={i === activeIndex}
                  className={cx(styles.option, i === activeIndex && styles.active)}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(o);
                  }}
                  onMouseEnter={() => setActiveIndex(i)}
                >
                  {o.label}
                </div>
              ))
            )}
          </div>
        )}
      </div>
      {value.length > 0 && (
        <div className={styles.selected}>
          {value.map((v) => (
            <Chip key={v} label={labelOf(v)} onRemove={() => onChange(value.filter((x) => x !== v))} />
          ))}
        </div>
      )}
    </Field>
  );
}
