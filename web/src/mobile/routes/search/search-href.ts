// The search page's address, the desktop's scheme (web/src/routes/search/route.tsx): /search?model=…&q=…&p=….
export function searchPath(model: string, q: string, page = 1): string {
  const params = new URLSearchParams({ model, q });
  if (page > 1) params.set('p', String(page));
  return `/search?${params.toString()}`;
}
