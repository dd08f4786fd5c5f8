// The certified (VIP, upstream isvip = 1) badge beside a brand name.
export function CertifiedBadge() {
  return (
    <span className="sj-badge-vip" title="认证品牌">
      VIP认证
    </span>
  );
}
