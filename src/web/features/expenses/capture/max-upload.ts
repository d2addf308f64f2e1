import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/reference-queries';
import { maxUploadBytes } from './file-checks';

/** The BFF's upload cap (MAX_UPLOAD_MB, told by GET /api/session); its default until the answer is in. */
export function useMaxUploadBytes(): number {
  // The cap is fixed for the BFF's life: read once, not again on every mount or focus as the login state is.
  const maxMb = useQuery({ ...sessionQuery(), staleTime: Infinity, select: (s) => s.max_upload_mb });
  return maxMb.data !== undefined ? maxMb.data * 1024 * 1024 : maxUploadBytes;
}
