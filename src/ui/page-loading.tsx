// Shown while a lazily loaded screen arrives; it holds the space so the layout does not jump.

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      Loading…
    </div>
  );
}
