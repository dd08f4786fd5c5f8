// An article or topic written without a cover (the back office lets an editor leave it out) is shown with
// the site's generated cover of its title, never as an empty picture.
import { expect, it } from 'vitest';
import { gatewayOverFakeUpstream } from '../../test/gateway';

const stack = gatewayOverFakeUpstream();

it('answers the generated cover for a news article and a topic that have no cover of their own', async () => {
  const res = await stack.gw.query(`query Covers {
    news(id: "9") { id thumbnail }
    topic(id: "4") { id thumbnail }
  }`);
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({ news: { id: '9', thumbnail: '/media/news/9.svg' }, topic: { id: '4', thumbnail: '/media/topic/4.svg' } });
});

it('renders no picture without an address on the home page', async () => {
  const res = await stack.gw.app.inject({ url: '/' });
  expect(res.statusCode).toBe(200);
  const pictures = res.body.match(/<img\b[^>]*>/g) ?? [];
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((tag) => !/\ssrc="[^"]+"/.test(tag))).toEqual([]);
});
