import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text field whose value lives elsewhere (the URL): typing shows at once, and `commit` runs once the typing
 * pauses for `ms`, not per keystroke. A change from outside (clear, back) shows in the field, unless it is only
 * what was typed without its surrounding spaces (the space before the next word is kept).
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  ms = 200,
): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const onPause = useEffectEvent((typed: string) => {
    if (typed.trim() !== value) commit(typed.trim());
  });
  useEffect(() => {
    const timer = setTimeout(() => onPause(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return [text, setText];
}
