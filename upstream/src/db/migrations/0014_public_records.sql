-- Public records (docs/decisions/0076): what registers outside the franchisor say about a brand. Each
-- row names its source and the day it was read. Seeded here (upstream/src/db/seed/records.ts); a
-- reader of the real MOFCOM filing system or a data vendor writes the same rows
-- (upstream/src/records/source.ts is the seam).

-- The operating company as the company register shows it. registered_on null: not found in the register.
create table record_company (
  id integer primary key,
  name text not null,
  registered_on date,
  -- Brands the register lists under this company, and across how many industries (null: not read).
  brand_count integer,
  industry_count integer,
  source text not null,
  read_on date not null
);

-- One row per brand: the filing (备案), the costs as disclosed, the enquiries counted by this site.
create table record_brand (
  brand_id integer primary key references brand (id) on delete cascade,
  company_id integer references record_company (id),
  filing_status text not null check (filing_status in ('filed', 'not_filed', 'unknown')),
  filing_no text,
  filed_on date,
  -- The first franchise contract's date as the filing reports it (null: unknown).
  franchising_began date,
  filing_source text not null,
  filing_read_on date not null,
  -- [{code, disclosed, unit, min, max, byTier}] in the order of the cost table (contract shapes/records.ts).
  costs jsonb not null,
  economics jsonb,
  costs_source text not null,
  costs_read_on date not null,
  enquiries_12m integer not null,
  enquiries_source text not null,
  enquiries_read_on date not null
);

-- Stores as a history. An open store is a shop on the map (shop_id); a closed one has left the map.
create table record_store (
  id integer primary key,
  brand_id integer not null references brand (id) on delete cascade,
  shop_id integer references shop (id) on delete set null,
  kind text not null check (kind in ('direct', 'franchised')),
  opened_on date not null,
  closed_on date,
  source text not null,
  read_on date not null
);
create index record_store_brand on record_store (brand_id, opened_on);

-- Computed from the rows above by upstream/src/records/assess.ts whenever they are written: what list
-- badges and the /shangji/all filters read without assessing each brand again.
create table record_summary (
  brand_id integer primary key references brand (id) on delete cascade,
  filing_status text not null,
  two_stores_at_start text not null,
  flags text[] not null
);
create index record_summary_flags on record_summary using gin (flags);
