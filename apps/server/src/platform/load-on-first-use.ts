/**
 * A library one path needs, imported by that path on its first call rather than when the app is imported (every
 * process start and every server test file pays for what the app imports). Every caller shares the one import; a
 * failed import is not kept, so the next call tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
