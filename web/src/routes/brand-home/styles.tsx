// The brand home's own stylesheet (styles.css.ts), hoisted once into <head> with this route (docs/decisions/0108).
import { Sheet } from '../../components/Sheet';
import sheet from './styles.css.ts?sheet';

export function HomeStyles() {
  return <Sheet sheet={sheet} />;
}
