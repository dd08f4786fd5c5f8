// Red-flag badges of a brand in lists and rankings: each failed check of its public record, linking to
// the fact behind it on the brand page (docs/decisions/0076). Nothing when there is none.
import { palette } from '../palette';

export interface RedFlagLike {
  code: string;
  label: string;
}

const anchors: Record<string, string> = {
  FILING: 'trust-filing',
  TWO_STORES_AT_START: 'trust-two-stores',
  TWO_STORES_NOW: 'trust-two-stores',
  FRANCHISEES: 'trust-ledger',
  CLOSURE_RATE: 'trust-ledger',
  COSTS_DISCLOSED: 'trust-costs',
  COMPANY_AGE: 'trust-company',
  COMPANY_BRANDS: 'trust-company',
  ENQUIRY_LOAD: 'trust-ledger',
};

const style = {
  display: 'inline-block',
  border: `1px solid ${palette.redText}`,
  color: palette.redText,
  fontSize: 12,
  lineHeight: '16px',
  padding: '0 4px',
  marginRight: 4,
  borderRadius: 2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;

export function RedFlagBadges({ brandId, flags }: { brandId: string; flags: ReadonlyArray<RedFlagLike> | null | undefined }) {
  if (!flags?.length) return null;
  return (
    <span className="sj-red-flags" data-testid="red-flags">
      {flags.map((f) => (
        <a key={f.code} href={`/shangji/${brandId}#${anchors[f.code] ?? 'passport'}`} style={style} title={`风险提示：${f.label}（点击查看依据）`}>
          ⚠ {f.label}
        </a>
      ))}
    </span>
  );
}
