-- The content change feed (docs/decisions/0119): every write that changes what a visitor reads — a claim
-- approved, a brand edit published, an article or topic published or withdrawn, a placement starting or
-- ending, an import — appends one row in the same transaction. Every gateway polls the newest `seq` and,
-- when it moved, drops every cached copy made before it (pages, operation results, hot responses, GraphQL
-- responses, upstream answers: server/src/content-feed.ts). Rows are never updated; old ones may be pruned.
create table content_change (
  seq bigint generated always as identity primary key,
  -- brand, article, topic, placement, import, claim …: what kind of thing changed.
  kind text not null check (kind ~ '^[a-z_]{1,32}$'),
  -- Which one: a brand id, an article id, '' for many at once.
  ref text not null default '',
  at timestamptz not null
);
