/**
 * docs/product.md §8.5: a global window error handler logs errors whose text contains 'match' (route-matching and
 * regular-expression failures surface that way), so they are visible rather than silently swallowed.
 */
export function installGlobalErrorHandler(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const text = `${event.message ?? ''} ${event.error instanceof Error ? event.error.message : ''}`;
    if (text.includes('match')) console.error('Unhandled error:', event.error ?? event.message);
  };
  target.addEventListener('error', onError);
  return () => target.removeEventListener('error', onError);
}
