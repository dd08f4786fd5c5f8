import { expect, it } from 'vitest';
import { hoistEmotionStyles } from './head-styles';

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
