// A mobile page's head: the desktop's head tags (components/PageHead.tsx) without the alternate links, the
// canonical link naming the desktop counterpart (the same path and query on SITE_URL: the mobile site keeps
// the desktop's URL scheme, docs/decisions/0100). A visitor's own page (the compare page) sets noindex.
export { HeadTags as Head } from '../../components/PageHead';
