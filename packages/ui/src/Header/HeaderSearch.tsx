import { Search } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { visuallyHidden } from '../utils/a11y.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './Header.css.ts';

/** One suggestion under the header's search field: what it reads and the page it leads to. */
export interface HeaderSuggestion {
  label: string;
  href: string;
}

/** A titled group of suggestions ("Skills and roles", "Companies", "Cities"). */
export interface HeaderSuggestionGroup {
  title: string;
  options: HeaderSuggestion[];
}

export interface HeaderSearchProps {
  /** The form's target; the field is named `q`, so the search works as a plain GET without scripts. */
  action: string;
  placeholder: string;
  /** Searches the typed words (else the form submits to `action`). */
  onSearch?: ((query: string) => void) | undefined;
  /**
   * Suggestions for what is typed. Given (even empty), the field is an ARIA 1.2 combobox once scripts
   * run: the groups show in a listbox under it while it has focus, and focus never leaves it.
   */
  suggestions?: HeaderSuggestionGroup[] | undefined;
  /**
   * The field's text as typed, and again whenever the field wants suggestions for it: when it gets focus
   * (so a site can suggest for words typed before its scripts ran) and on Up or Down with none to show.
   */
  onQueryChange?: ((query: string) => void) | undefined;
  /** A suggestion chosen (Enter on the active one, or a click): the site goes to `href`. */
  onChoose?: ((href: string) => void) | undefined;
  /** The field's text at first (a story, or a page that repeats a search). */
  defaultValue?: string | undefined;
}

const noSubscription = () => () => {};

/**
 * True once scripts run in the browser; false while rendering on the server and hydrating its HTML, so
 * that a page whose scripts never load offers a plain search field rather than a combobox that cannot
 * open.
 */
function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The header's search form. With `suggestions` its field is a combobox (ARIA 1.2, list autocomplete):
 * typing shows the suggestions in a listbox under it; Up and Down move through them, Enter goes to the
 * active one or else searches the words, Escape closes the list and leaves the text, Tab leaves the field
 * as usual and the list closes when the field loses focus. A polite status says how many there are.
 */
export function HeaderSearch({
  action,
  placeholder,
  onSearch,
  suggestions,
  onQueryChange,
  onChoose,
  defaultValue,
}: HeaderSearchProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const scripted = useScripted();
  const combobox = suggestions !== undefined && scripted;
  const groups = suggestions ?? [];
  const options = groups.flatMap((g) => g.options);
  const [focused, setFocused] = useState(false);
  // Closed by the person (Escape, a choice, a search) until they type again or come back to the field.
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const expanded = combobox && focused && !dismissed && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  // Another page's words (or none) when the page changes, unless the field is in use: the words being
  // typed there stay (and so does the focus).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (field && document.activeElement !== field) field.value = defaultValue ?? '';
  }, [defaultValue]);

  // The active option stays in sight when the list scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const choose = (href: string) => {
    setDismissed(true);
    setActiveIndex(-1);
    if (onChoose) onChoose(href);
    else window.location.assign(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys that compose a character (an input method's Enter) are the input method's.
    if (e.nativeEvent.isComposing) return;
    const count = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (count === 0) {
        // Nothing to move through (the site dropped them, say on another page): ask for them again.
        setDismissed(false);
        onQueryChange?.(e.currentTarget.value);
        return;
      }
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!expanded) {
        setDismissed(false);
        setActiveIndex(down ? 0 : count - 1);
        return;
      }
      if (down) setActiveIndex(active + 1 >= count ? 0 : active + 1);
      else setActiveIndex(active <= 0 ? count - 1 : active - 1);
    } else if (e.key === 'Enter') {
      const option = options[active];
      if (!option) return;
      e.preventDefault();
      choose(option.href);
    } else if (e.key === 'Escape') {
      if (!expanded) return;
      // Also keeps the browser from clearing a search field on Escape: the words stay.
      e.preventDefault();
      setDismissed(true);
      setActiveIndex(-1);
    }
  };

  // The combobox's own attributes and handlers, when there are suggestions and scripts to show them.
  const comboboxAttributes: InputHTMLAttributes<HTMLInputElement> = combobox
    ? {
        role: 'combobox',
        autoComplete: 'off',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
        onChange: (e) => {
          setDismissed(false);
          setActiveIndex(-1);
          onQueryChange?.(e.currentTarget.value);
        },
        onFocus: (e) => {
          setFocused(true);
          setDismissed(false);
          onQueryChange?.(e.currentTarget.value);
        },
        onBlur: () => {
          setFocused(false);
          setActiveIndex(-1);
        },
        onKeyDown,
      }
    : {};

  let index = -1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in React's DOM types yet; role="search" is equivalent
    <form
      role="search"
      action={action}
      className={styles.search}
      onSubmit={(e) => {
        const query = String(new FormData(e.currentTarget).get('q') ?? '');
        if (query.trim() === '') {
          // Nothing to search for yet: back to the box.
          e.preventDefault();
          e.currentTarget.querySelector('input')?.focus();
          return;
        }
        setDismissed(true);
        if (!onSearch) return;
        e.preventDefault();
        onSearch(query);
      }}
    >
      <div className={styles.searchField}>
        <div className={styles.searchBox}>
          <input
            ref={input}
            type="search"
            name="q"
            aria-label="Search jobs"
            placeholder={placeholder}
            className={styles.searchInput}
            defaultValue={defaultValue}
            {...comboboxAttributes}
          />
          <button type="submit" className={styles.searchSubmit} aria-label="Search">
            <Search size={16} aria-hidden="true" />
          </button>
        </div>
        {combobox && (
          <div
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            className={styles.suggestions}
            hidden={!expanded}
            // The field keeps focus (and the list stays open) while the pointer is down on the list.
            onMouseDown={(e) => e.preventDefault()}
          >
            {groups.map((group, g) =>
              group.options.length === 0 ? null : (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox
                <div key={group.title} role="group" aria-labelledby={`${listId}-group-${g}`}>
                  <div id={`${listId}-group-${g}`} role="presentation" className={styles.suggestionGroup}>
                    {group.title}
                  </div>
                  {group.options.map((option) => {
                    index += 1;
                    const i = index;
                    return (
                      // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the combobox, which keeps focus
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for its options
                      <div
                        key={option.href}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        className={cx(styles.suggestion, i === active && styles.suggestionActive)}
                        onClick={() => choose(option.href)}
                      >
                        {option.label}
                      </div>
                    );
                  })}
                </div>
              ),
            )}
          </div>
        )}
      </div>
      {combobox && (
        // A live region, not a `status`: a page's own status messages stay the page's one status.
        <p aria-live="polite" aria-atomic="true" data-suggestion-count="" className={visuallyHidden}>
          {expanded ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
        </p>
      )}
    </form>
  );
}
