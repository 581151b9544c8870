import { X } from 'lucide-react';
import { chip, remove } from './Chip.css.ts';

export interface ChipProps {
  label: string;
  /** Shows a remove button named "Remove {label}". */
  onRemove?: () => void;
  /** A toggle chip (e.g. a quick filter): a button with `aria-pressed`. */
  onToggle?: () => void;
  selected?: boolean;
}

/** A small labelled token: static, removable, or a toggle. */
export function Chip({ label, onRemove, onToggle, selected = false }: ChipProps) {
  if (onToggle) {
    return (
      <button
        type="button"
        aria-pressed={selected}
        onClick={onToggle}
        className={chip({ selected, interactive: true })}
      >
        {label}
      </button>
    );
  }
  return (
    <span className={chip({ selected, removable: Boolean(onRemove) })}>
      {label}
      {onRemove && (
        <button type="button" className={remove} aria-label={`Remove ${label}`} onClick={onRemove}>
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
