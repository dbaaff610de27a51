/**
 * A load made once and shared by every caller (a lazy chunk started early and awaited later), forgotten when
 * it fails so that the next call tries again: offline, or after a new deployment removed the old chunk.
 */
export function onceUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}
