// Each page ships only its own GraphQL documents (web/vite.gql-documents.ts): read from the client build,
// as a browser would load it. Runs after `turbo run build` in `npm test`.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { initialFilesPerPage } from '../bench/js-size';

const pages = new Map(initialFilesPerPage().map(({ page, files }) => [page, files.map((f) => readFileSync(f, 'utf8')).join('\n')]));
/** Whether a page's first JavaScript carries the operation named `name` (`value:`Name`` in the bundled document). */
const ships = (page: string, name: string) => new RegExp(`value:[\`"']${name}[\`"']`).test(pages.get(page) ?? '');

it('finds the route chunks in the build', () => {
  expect(pages.has('home/route.tsx')).toBe(true);
  expect(pages.has('brand-detail/route.tsx')).toBe(true);
});

it('ships a page its own queries', () => {
  expect(ships('home/route.tsx', 'Home')).toBe(true);
  expect(ships('brand-detail/route.tsx', 'BrandDetail')).toBe(true);
  expect(ships('news-detail/route.tsx', 'NewsDetail')).toBe(true);
});

it("does not ship other pages' queries", () => {
  expect(ships('home/route.tsx', 'BrandDetail')).toBe(false);
  expect(ships('home/route.tsx', 'NewsDetail')).toBe(false);
  expect(ships('brand-detail/route.tsx', 'NewsDetail')).toBe(false);
  expect(ships('aboutus/route.tsx', 'Home')).toBe(false);
});

it('never loads the run-time map of every document', () => {
  for (const [page, text] of pages) expect(text.includes('RankingDetail') && text.includes('TopicDetail') && text.includes('BrandDetail'), page).toBe(false);
});

// The mobile script loads each binding where its markup is (docs/decisions/0130): the pages without any (the
// home page, the lists) evaluate no GraphQL document and no printer.
it('keeps the mobile documents out of the script every mobile page loads', () => {
  expect(pages.has('mobile: every page (routes in the entry chunk)')).toBe(true);
  expect(ships('mobile: every page (routes in the entry chunk)', 'SubmitEnquiry')).toBe(false);
  expect(ships('mobile: every page (routes in the entry chunk)', 'CompareBarNames')).toBe(false);
  expect(ships('mobile: with client/enquiry.ts', 'SubmitEnquiry')).toBe(true);
  expect(ships('mobile: with client/compare-bar-names.ts', 'CompareBarNames')).toBe(true);
});
