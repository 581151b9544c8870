import { searchPath } from '@jobsite/domain';
import { Dialog } from '@jobsite/ui/Dialog';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import * as styles from './SearchOverlay.css.ts';
import { EMPTY_SUGGESTIONS, type Suggestion, type SuggestionGroups } from './suggest.ts';

export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  initialQuery: string;
  placeholder: string;
}

const GROUPS = [
  ['tags', 'Skills and roles'],
  ['companies', 'Companies'],
  ['cities', 'Cities'],
] as const;

/**
 * The header's search overlay: a combobox that suggests tags, companies and cities as a person types
 * (from the app's `/search-suggest` route), and searches the typed words on Enter.
 */
export function SearchOverlay({ open, onClose, initialQuery, placeholder }: SearchOverlayProps) {
  const navigate = useNavigate();
  const fetcher = useFetcher<SuggestionGroups>();
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;

  useEffect(() => {
    if (!open) return;
    setQuery(initialQuery);
    setActive(-1);
    const t = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(t);
  }, [open, initialQuery]);

  const { load } = fetcher;
  useEffect(() => {
    const q = query.trim();
    if (!open || q.length < 2) return;
    const t = setTimeout(() => load(`/search-suggest?q=${encodeURIComponent(q)}`), 150);
    return () => clearTimeout(t);
  }, [query, open, load]);

  const groups = query.trim().length >= 2 && fetcher.data ? fetcher.data : EMPTY_SUGGESTIONS;
  const flat: Suggestion[] = [...groups.tags, ...groups.companies, ...groups.cities];

  const go = (href: string) => {
    onClose();
    navigate(href);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = flat[active];
    if (chosen) return go(chosen.href);
    const q = query.trim();
    if (q) go(searchPath({ keyword: q }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, flat.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    }
  };

  let index = -1;
  return (
    <Dialog open={open} onClose={onClose} title="Search jobs" closeLabel="Close search">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React's DOM types yet; role="search" is equivalent */}
      <form role="search" onSubmit={submit} className={styles.form}>
        <label htmlFor={`${id}-input`} className={styles.label}>
          Keyword, skill, company or city
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            name="q"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={flat.length > 0}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={placeholder}
            value={query}
            className={styles.input}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit}>
            Search
          </button>
        </div>
        <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list}>
          {GROUPS.map(([key, title]) =>
            groups[key].length === 0 ? null : (
              // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox
              <div key={key} role="group" aria-labelledby={`${listId}-${key}`}>
                <div id={`${listId}-${key}`} className={styles.groupTitle} role="presentation">
                  {title}
                </div>
                {groups[key].map((s) => {
                  index += 1;
                  const i = index;
                  return (
                    // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the combobox
                    <div
                      key={s.href}
                      id={`${listId}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      className={i === active ? `${styles.option} ${styles.active}` : styles.option}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => go(s.href)}
                      onKeyDown={() => {}}
                    >
                      {s.label}
                    </div>
                  );
                })}
              </div>
            ),
          )}
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {query.trim().length >= 2 && fetcher.state === 'idle' && fetcher.data
            ? `${flat.length} suggestions`
            : ''}
        </p>
      </form>
    </Dialog>
  );
}
