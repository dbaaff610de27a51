import { officePhoto } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApiFile } from '../../../lib/api/client.ts';

/**
 * GET /office/photos/{id}: under the bearer token, so an <img src> cannot ask it. Fetched once per photo
 * (a photo does not change) and shown from an object URL, let go when the thumbnail goes.
 */
export function useOfficePhoto(idPhoto: number): string | null {
  const photo = useQuery({
    queryKey: ['office_photo', idPhoto],
    queryFn: ({ signal }) => callApiFile(officePhoto, { params: { id_photo: idPhoto }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const made = URL.createObjectURL(photo.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo.data]);
  return url;
}
