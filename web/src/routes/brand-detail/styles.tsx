// The brand page's layout stylesheet (styles.css.ts), hoisted once into <head> (docs/decisions/0108).
import { Sheet } from '../../components/Sheet';
import sheet from './styles.css.ts?sheet';

export function BrandDetailStyles() {
  return <Sheet sheet={sheet} />;
}
