import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/use-t';

const box = 'size-16 shrink-0 rounded-md border border-slate-200 bg-slate-100';

/**
 * A kept capture's picture, from its own bytes on the phone (an object URL, let go when it leaves the screen); a PDF,
 * or a HEIC photo the browser cannot draw, as a tile saying it is a file.
 */
export function CaptureThumb({ photo }: { photo: Blob }) {
  const t = useT();
  const drawable = photo.type.startsWith('image/') && !/hei[cf]/.test(photo.type);
  const url = useMemo(() => (drawable ? URL.createObjectURL(photo) : undefined), [photo, drawable]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (!url)
    return (
      <span className={`${box} flex items-center justify-center text-xs font-semibold text-slate-600`}>
        {t('till.item.file')}
      </span>
    );
  return <img src={url} alt={t('till.item.photo')} className={`${box} object-cover`} />;
}
