// Styles of the store map, scoped to its wrapper (Chakra css prop).
import { palette } from '../../palette';

export const mapCss = {
  '& .sj-map-bar': { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap', mb: '12px' },
  '& .sj-map-bar h1': { fontSize: '20px', fontWeight: 'bold', mr: 'auto' },
  '& .sj-map-search': { display: 'flex', gap: '6px' },
  '& .sj-map-search input': { border: `1px solid ${palette.line}`, px: '8px', height: '34px', width: '220px' },
  '& .sj-map-body': { display: 'flex', gap: '12px', alignItems: 'stretch', mb: '20px' },
  '& .sj-map-list': { width: '300px', flexShrink: 0, bg: 'white', border: `1px solid ${palette.line}`, maxHeight: '560px', overflowY: 'auto' },
  '& .sj-map-list-closed': { width: 'auto' },
  '& .sj-map-toggle': { display: 'block', width: '100%', p: '8px', textAlign: 'left', borderBottom: `1px solid ${palette.line}`, cursor: 'pointer' },
  '& .sj-map-list ol': { listStyle: 'none', m: 0, p: 0 },
  '& .sj-map-item button': { display: 'flex', gap: '8px', width: '100%', p: '8px', textAlign: 'left', alignItems: 'flex-start', cursor: 'pointer', borderBottom: `1px solid ${palette.line}` },
  '& .sj-map-item.sj-map-active button': { bg: '#fff4e5' },
  '& .sj-map-item img': { width: '40px', height: '27px', objectFit: 'cover' },
  '& .sj-map-text': { display: 'flex', flexDirection: 'column', minW: 0 },
  '& .sj-map-num, & .sj-map-marker': { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '22px', height: '22px', borderRadius: '11px', bg: '#3b82f6', color: 'white', fontSize: '12px', flexShrink: 0 },
  '& .sj-map-marker': { width: '26px', height: '34px', borderRadius: '13px 13px 13px 0', border: '2px solid white', cursor: 'pointer', boxShadow: '0 1px 3px rgba(0,0,0,.4)' },
  '& .sj-map-active .sj-map-num, & .sj-map-marker.sj-map-active': { bg: '#e4393c' },
  '& .sj-map-empty': { p: '16px', color: palette.muted },
  '& .sj-map-pane': { flex: 1, minW: 0, height: '560px', bg: '#eef0f3', border: `1px solid ${palette.line}`, position: 'relative' },
  '& .sj-map-loading': { p: '16px' },
  '& .sj-map-info': { width: '260px', bg: 'white', p: '10px', boxShadow: '0 2px 8px rgba(0,0,0,.3)', borderRadius: '4px', position: 'relative', zIndex: 2, fontSize: '13px' },
  '& .sj-map-info p': { mt: '4px' },
  '& .sj-map-info-close': { position: 'absolute', right: '6px', top: '2px', cursor: 'pointer' },
  '& .sj-map-tags span': { display: 'inline-block', bg: palette.line, px: '6px', mr: '4px' },
};
