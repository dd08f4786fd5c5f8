// Seeded reviews agree with themselves: the words fit the brand's industry and the stars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type Harness } from '../../test/harness';
import { industries } from './industries';
import { customerLines, franchiseeLines, sentimentOf } from './review-texts';

describe('seeded reviews', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream('pglite');
  });
  afterAll(() => h?.close());

  it('says what the stars say, about the brand’s own trade', async () => {
    const rows = await h.db.query<{ score: number; content: string; industry: number }>(
      'select c.score, c.content, b.cid_one - 1 as industry from comment c join brand b on b.id = c.brand_id',
    );
    expect(rows.length).toBeGreaterThan(100);
    const praise = new Set([...customerLines.flatMap((l) => l.positive), ...franchiseeLines.positive]);
    for (const r of rows) {
      const sentences = r.content.replace(/<\/?p>/g, '').split(/(?<=。)/).filter(Boolean);
      const allowed = new Set([...customerLines[r.industry]![sentimentOf(r.score)], ...franchiseeLines[sentimentOf(r.score)]]);
      for (const s of sentences) expect(allowed.has(s), `${r.score}★ ${industries[r.industry]!.name}: ${s}`).toBe(true);
      // A 1-3 star review never praises.
      if (r.score <= 3) expect(sentences.some((s) => praise.has(s)), r.content).toBe(false);
    }
  });

  it('has sentences for every industry and every rating', () => {
    expect(customerLines).toHaveLength(industries.length);
    for (const l of customerLines) for (const s of ['positive', 'neutral', 'negative'] as const) expect(l[s].length).toBeGreaterThanOrEqual(2);
    // No tutoring talk in a tea shop: the catering lines mention no class or teacher.
    expect(customerLines[0]!.positive.concat(customerLines[0]!.neutral, customerLines[0]!.negative).join('')).not.toMatch(/老师|课程|孩子/);
  });
});
