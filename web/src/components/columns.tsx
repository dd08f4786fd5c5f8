// The reading pages' frame (columns.css.ts): `.sj-page` (the column's top space), `.sj-cols` with
// `.sj-cols-main` beside the 320 px `.sj-cols-side`. A page using the classes renders <ColumnsSheet />.
import { Sheet } from './Sheet';
import sheet from './columns.css.ts?sheet';

export function ColumnsSheet() {
  return <Sheet sheet={sheet} />;
}
