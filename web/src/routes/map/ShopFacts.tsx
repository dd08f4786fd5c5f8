// A shop's address, scores and tags: the desktop map's info window (ShopMap.tsx) and the mobile map's list
// (web/src/mobile/routes/map) say the same, each with its own classes.
import type { Shop } from './route';

export function ShopFacts({ shop, className, tagsClassName }: { shop: Shop; className?: string; tagsClassName: string }) {
  return (
    <>
      <p className={className}>地址：{shop.address}</p>
      <p className={className}>
        评分：{shop.rating.toFixed(1)} · 人均：¥{Math.round(shop.averagePrice)} · 点评：{shop.reviewCount}条
      </p>
      <p className={tagsClassName}>
        {shop.kind
          .split(';')
          .filter(Boolean)
          .map((t) => (
            <span key={t}>{t}</span>
          ))}
      </p>
    </>
  );
}
