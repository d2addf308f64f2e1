import { useEffect, useRef } from 'react';
import { useDebouncedText } from '../../lib/use-debounced-text';

/** Whether a key press belongs to a field the person is typing in (then `/` is a character, not a shortcut). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (text: string) => void;
}

/** The list's search field: `/` anywhere on the page focuses it, Escape empties it, results follow as one types. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useDebouncedText(value, onSearch);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      e.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div role="search" className="relative w-full">
      <label className="sr-only" htmlFor="list-search">
        {label}
      </label>
      <input
        ref={input}
        id="list-search"
        type="search"
        value={text}
        placeholder={placeholder}
        aria-keyshortcuts="/"
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text !== '') {
            e.preventDefault();
            setText('');
          }
        }}
        className="min-h-10 w-full rounded-md border border-slate-300 bg-white py-2 pl-3 pr-9 text-sm text-slate-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700/40"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-600"
      >
        /
      </kbd>
    </div>
  );
}
