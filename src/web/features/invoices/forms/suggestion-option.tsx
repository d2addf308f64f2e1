import { useState, type ReactNode } from 'react';

/**
 * The text typed into a name combobox and whether the person has started typing: past names are asked for only
 * then (an opened form costs no request). `setText` follows a chosen suggestion.
 */
export function useSuggestionText(initial: string) {
  const [text, setText] = useState(initial);
  const [asking, setAsking] = useState(false);
  const onQuery = (typed: string) => {
    setText(typed);
    setAsking(true);
  };
  return { text, setText, asking, onQuery };
}

/** One suggestion in the list: the name, and beneath it what it was last used with. */
export function SuggestionOption({ name, details }: { name: string; details: ReactNode }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{name}</span>
      <span className="text-xs text-slate-600">{details}</span>
    </span>
  );
}
