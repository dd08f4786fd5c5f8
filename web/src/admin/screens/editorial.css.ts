// The article and topic editor (EditorialEdit.tsx, RichTextEditor.tsx): form groups, brand chips, the
// cover thumbnail and the rich-text editor's toolbar and writing area. Part of the admin entry's CSS.
import type { SheetStyles } from '../../components/Sheet';

const LINE = '#e5e6eb';

export default {
  '.ad-editorial': { display: 'flex', flexDirection: 'column', gap: '14px', p: '16px' },
  '.ad-editorial-group': { border: `1px solid ${LINE}`, borderRadius: '4px', p: '10px 12px' },
  '.ad-editorial-group legend, .ad-editorial-label': { fontWeight: 'bold', fontSize: '14px', px: '4px', mb: '6px' },
  '.ad-editorial-at': { display: 'inline-flex', alignItems: 'center', gap: '6px', fontSize: '14px' },
  '.ad-chips': { listStyle: 'none', m: '0 0 8px', p: 0, display: 'flex', flexWrap: 'wrap', gap: '6px' },
  '.ad-chips li': { display: 'inline-flex', alignItems: 'center', gap: '4px', border: `1px solid ${LINE}`, borderRadius: '12px', px: '10px', py: '2px', fontSize: '13px' },
  '.ad-cover': { width: '160px', height: '100px', objectFit: 'cover', border: `1px solid ${LINE}` },
  '.ad-rte': { border: `1px solid ${LINE}`, borderRadius: '4px' },
  '.ad-rte-bar': { display: 'flex', flexWrap: 'wrap', gap: '4px', p: '6px', borderBottom: `1px solid ${LINE}`, bg: '#f7f8fa' },
  '.ad-rte-tool': { border: `1px solid ${LINE}`, bg: 'white', borderRadius: '3px', px: '8px', h: '28px', fontSize: '13px', cursor: 'pointer' },
  '.ad-rte-tool:disabled': { opacity: 0.5, cursor: 'default' },
  '.ad-rte-on': { bg: '#e8f0fe', borderColor: '#1a56db' },
  '.ad-rte-body': { minH: '320px', p: '12px 16px', outline: 'none', fontSize: '14px', lineHeight: '1.8' },
  '.ad-rte-body:focus-visible': { boxShadow: 'inset 0 0 0 2px #1a56db' },
  '.ad-rte-body h2': { fontSize: '20px', fontWeight: 'bold', my: '10px' },
  '.ad-rte-body h3': { fontSize: '17px', fontWeight: 'bold', my: '8px' },
  '.ad-rte-body ul': { listStyle: 'disc', pl: '24px' },
  '.ad-rte-body ol': { listStyle: 'decimal', pl: '24px' },
  '.ad-rte-body blockquote': { borderLeft: `3px solid ${LINE}`, pl: '12px', color: '#5c6370' },
  '.ad-rte-body img': { maxWidth: '100%' },
  '.ad-rte-body img.ProseMirror-selectednode': { outline: '2px solid #1a56db' },
  '.ad-rte-body a': { color: '#1a56db', textDecoration: 'underline' },
} satisfies SheetStyles;
