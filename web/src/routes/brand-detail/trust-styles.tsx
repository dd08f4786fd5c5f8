// The public-record sections' stylesheet (trust.css.ts), hoisted once into <head> (docs/decisions/0108).
import { Sheet } from '../../components/Sheet';
import sheet from './trust.css.ts?sheet';

export function TrustStyles() {
  return <Sheet sheet={sheet} />;
}
