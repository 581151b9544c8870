import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  id: string;
  label: string;
  /** A count shown after the label (e.g. applied jobs by status). */
  count?: number;
  content: ReactNode;
}

export interface TabsProps {
  label: string;
  tabs: TabItem[];
  selected?: string;
  defaultSelected?: string;
  onChange?: (id: string) => void;
}

/** ARIA tabs with automatic activation: Left/Right/Home/End move and select. */
export function Tabs({ label, tabs, selected, defaultSelected, onChange }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = selected ?? own;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string, focus = false) => {
    setOwn(id);
    onChange?.(id);
    if (focus) refs.current[id]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === current);
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (tab) {
      e.preventDefault();
      select(tab.id, true);
    }
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === current}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(t.id)}
          >
            {t.label}
            {t.count !== undefined && <span className={styles.count}>({t.count})</span>}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== current}
          className={styles.panel}
        >
          {t.id === current && t.content}
        </div>
      ))}
    </div>
  );
}
