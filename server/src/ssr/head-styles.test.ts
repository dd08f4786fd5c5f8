import { expect, it } from 'vitest';
import { hoistEmotionStyles, nestLateStyles } from './head-styles';

it('moves the Emotion styles written after </head> into the head, in order, and leaves the rest', () => {
  const html =
    '<html><head><title>页</title></head><body><style data-emotion="css a1" nonce="n">.css-a1{color:red}</style><div class="css-a1">甲</div>' +
    '<style data-emotion="css b2">.css-b2{margin:0}</style><p class="css-b2">乙</p><style>.own{}</style></body></html>';
  expect(hoistEmotionStyles(Buffer.from(html)).toString()).toBe(
    '<html><head><title>页</title><style data-emotion="css a1" nonce="n">.css-a1{color:red}</style><style data-emotion="css b2">.css-b2{margin:0}</style></head>' +
      '<body><div class="css-a1">甲</div><p class="css-b2">乙</p><style>.own{}</style></body></html>',
  );
});

it('leaves a flush without </head>, or without Emotion styles, as it is', () => {
  const later = Buffer.from('<div hidden id="S:1"><style data-emotion="css c3">.css-c3{}</style></div>');
  expect(hoistEmotionStyles(later)).toBe(later);
  const plain = Buffer.from('<head></head><body>火锅</body>');
  expect(hoistEmotionStyles(plain)).toBe(plain);
});

it('puts the style React streams after a late segment inside that segment, as its first child', () => {
  // React writes a late boundary's component styles after its hidden segment and before the script that
  // moves them into <head> ($RR): a <style> in <body> that is no element's first child, which the Nu HTML
  // checker rejects. Inside the segment, first, the same script still finds and moves it.
  const style = '<style media="not all" data-precedence="default" data-href="sj-components-TopList">.sj-top{color:red}</style>';
  const flush =
    '<div hidden id="S:0"><p>早</p></div><script>$RC("B:0","S:0")</script>' +
    `<div hidden id="S:1"><ol><li>甲</li></ol></div>${style}<script>$RR("B:1","S:1",[])</script>`;
  expect(nestLateStyles(Buffer.from(flush)).toString()).toBe(
    '<div hidden id="S:0"><p>早</p></div><script>$RC("B:0","S:0")</script>' +
      `<div hidden id="S:1">${style}<ol><li>甲</li></ol></div><script>$RR("B:1","S:1",[])</script>`,
  );
  // Two boundaries in one flush: each style into its own segment.
  const two = `<div hidden id="S:2"><p>乙</p></div>${style.replace('TopList', 'A')}<script>$RR(2)</script><div hidden id="S:3"><p>丙</p></div>${style.replace('TopList', 'B')}<script>$RR(3)</script>`;
  expect(nestLateStyles(Buffer.from(two)).toString()).toBe(
    `<div hidden id="S:2">${style.replace('TopList', 'A')}<p>乙</p></div><script>$RR(2)</script><div hidden id="S:3">${style.replace('TopList', 'B')}<p>丙</p></div><script>$RR(3)</script>`,
  );
});

it('leaves a flush without late styles, or a late style with no segment before it, as it is', () => {
  const plain = Buffer.from('<div hidden id="S:1"><p>火锅</p></div><script>$RC("B:1","S:1")</script>');
  expect(nestLateStyles(plain)).toBe(plain);
  const alone = Buffer.from('<style media="not all" data-precedence="default" data-href="x">.x{}</style><script>$RR()</script>');
  expect(nestLateStyles(alone)).toBe(alone);
});
