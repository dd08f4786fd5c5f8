// The 广告 label's own rules (AdLabel.tsx; docs/decisions/0108): it sits in the top-left corner of the ad it
// marks, over the picture, readable on any picture (white on dark grey: 7:1).
import type { SheetStyles } from './Sheet';

export default {
  '.sj-ad-host': { position: 'relative' },
  '.sj-ad-label': {
    position: 'absolute', top: '4px', left: '4px', zIndex: 2, px: '4px', fontSize: '12px', lineHeight: '16px',
    color: '#fff', bg: '#595959', borderRadius: '2px', pointerEvents: 'none',
  },
} satisfies SheetStyles;
