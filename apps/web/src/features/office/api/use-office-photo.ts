import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApiFile } from '../../../lib/api/client.ts';

/**
 * A picture under the bearer token, which an <img src> cannot send: fetched once (a photo does not change)
 * and shown from an object URL, let go when the picture goes.
 */
function usePictureUrl(queryKey: readonly unknown[], fetchPicture: (signal: AbortSignal) => Promise<Blob>) {
  const picture = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPicture(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture.data) return;
    const made = URL.createObjectURL(picture.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [picture.data]);
  return url;
}

/** GET /office/photos/{id}: an installation's photo. */
export function useInstallationPhoto(idPhoto: number): string | null {
  return usePictureUrl(['office_photo', idPhoto], (signal) =>
    callApiFile('officePhoto', { params: { id_photo: idPhoto }, signal }),
  );
}

/** GET /office/jobs/{id}/photo: the photo of a job reported not doable. */
export function useJobPhoto(idJob: number): string | null {
  return usePictureUrl(['office_job_photo', idJob], (signal) =>
    callApiFile('officeJobPhoto', { params: { id_job: idJob }, signal }),
  );
}
