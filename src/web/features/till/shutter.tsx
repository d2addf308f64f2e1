import type { ChangeEvent } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { CameraIcon } from './camera-icon';

/** The till's photos and PDFs; HEIC by name too, for a browser that does not tell its type (the BFF converts it). */
const accepted = 'image/*,application/pdf,.heic,.heif';

const picked = (onFiles: (files: File[]) => void) => (e: ChangeEvent<HTMLInputElement>) => {
  const files = [...(e.target.files ?? [])];
  e.target.value = ''; // the same photo may be picked again
  if (files.length > 0) onFiles(files);
};

/**
 * The shutter, under the thumb: a file input that opens the phone's back camera (`capture`), drawn as one big button,
 * and beside it the ordinary chooser for photos already taken or a PDF. The inputs stay in the page (visually hidden,
 * focusable), so the keyboard and screen readers reach them by their label's words.
 */
export function Shutter({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const t = useT();
  const labelClassName =
    'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700 has-disabled:cursor-not-allowed has-disabled:opacity-60';
  return (
    <div className="flex flex-col gap-3">
      <label
        className={`flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl bg-teal-700 px-4 py-6 text-xl font-semibold text-white shadow-md hover:bg-teal-800 active:bg-teal-900 ${labelClassName}`}
      >
        <input
          type="file"
          accept={accepted}
          capture="environment"
          className="sr-only"
          disabled={disabled}
          onChange={picked(onFiles)}
        />
        <CameraIcon className="size-12" />
        {t('till.shutter')}
      </label>
      <label className={buttonClass('secondary', `min-h-12 cursor-pointer text-base ${labelClassName}`)}>
        <input
          type="file"
          accept={accepted}
          multiple
          className="sr-only"
          disabled={disabled}
          onChange={picked(onFiles)}
        />
        {t('till.choose')}
      </label>
    </div>
  );
}
