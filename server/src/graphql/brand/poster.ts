import type { WireBrand } from '@shangji/contract';

/** pcposter is JSON text of poster items, '' when there is none; an empty JSON list also means none. */
export function hasPoster(brand: WireBrand): boolean {
  const raw = brand.pcposter?.trim();
  if (!raw) return false;
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items.length > 0 : Boolean(items);
  } catch {
    return true;
  }
}
