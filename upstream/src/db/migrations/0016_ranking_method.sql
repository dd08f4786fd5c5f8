-- Rankings that say how they are made (docs/decisions/0077): each ranking publishes its method, and
-- each entry keeps the score it was ranked by. Paid placement is not stored here: it is read apart
-- (upstream/src/site/home-data.ts) and never enters the organic order.
alter table ranking add column method text not null default '';
alter table ranking_brand add column score bigint;
