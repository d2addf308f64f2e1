import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/reference-queries';
import { maxUploadBytes } from './file-checks';

/** The BFF's upload cap (MAX_UPLOAD_MB, told by GET /api/session); its default until the answer is in. */
export function useMaxUploadBytes(): number {
  const session = useQuery(sessionQuery());
  return session.data ? session.data.max_upload_mb * 1024 * 1024 : maxUploadBytes;
}
