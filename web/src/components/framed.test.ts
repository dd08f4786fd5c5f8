import { describe, expect, it } from 'vitest';
import { framed } from './framed';

describe('framed pictures (docs/decisions/0065)', () => {
  it('asks the upstream for the drawing of the frame, and leaves other addresses alone', () => {
    expect(framed('/media/brand/7/thumb.svg', 96, 64)).toBe('/media/brand/7/thumb.96x64.svg');
    expect(framed('/media/brand/7/thumb.300x200.svg', 96.4, 64)).toBe('/media/brand/7/thumb.96x64.svg');
    expect(framed('https://cdn.example/a.jpg', 96, 64)).toBe('https://cdn.example/a.jpg');
  });
});
