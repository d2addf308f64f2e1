import {
  useId,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useT } from '../../i18n/use-t';
import { Field, Input } from './field';

interface ComboboxProps<T> {
  label: ReactNode;
  error?: string;
  className?: string;
  /** The text input's own props (react-hook-form's `register` result among them): typing stays free text. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** What the list is, for screen readers ("Past buyers"). */
  listLabel: string;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** The text as typed, to ask for matching options. */
  onQuery: (text: string) => void;
  onChoose: (option: T) => void;
}

/**
 * A text input with a list of suggestions, after the WAI-ARIA combobox pattern (list autocomplete, manual
 * selection): typing or ↓ opens the list, ↑/↓ move the active option (announced through aria-activedescendant),
 * Enter chooses it, Escape closes the list and keeps the text. Whatever is typed stays a valid value.
 */
export function Combobox<T>(p: ComboboxProps<T>) {
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const n = p.options.length;
  const expanded = open && n > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (option: T) => {
    p.onChoose(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        p.onQuery(e.currentTarget.value);
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : n - 1);
        return;
      }
      if (n === 0) return;
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && active < n) {
      e.preventDefault();
      e.stopPropagation(); // Enter chose an option: it must not also submit or add a line
      choose(p.options[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field label={p.label} error={p.error} className={p.className}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            {...p.inputProps}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            onChange={(e) => {
              void p.inputProps.onChange?.(e);
              p.onQuery(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onBlur={(e: FocusEvent<HTMLInputElement>) => {
              void p.inputProps.onBlur?.(e);
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={p.listLabel}
            // Never a Tab stop (Chromium makes a scrolling box focusable): Tab goes on to the next field.
            tabIndex={-1}
            hidden={!expanded}
            className="absolute left-0 right-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
          >
            {p.options.map((o, i) => (
              <li
                key={p.optionKey(o)}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: choosing must happen before the input's blur closes the list
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
                onMouseMove={() => setActive(i)}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-teal-50 text-teal-900' : 'text-slate-800'}`}
              >
                {p.renderOption(o)}
              </li>
            ))}
          </ul>
          <p className="sr-only" role="status" aria-live="polite">
            {expanded ? t('shell.combobox.suggestions', { count: n }) : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
