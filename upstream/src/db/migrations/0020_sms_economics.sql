-- SMS economics and bounded sessions (docs/decisions/0098, 0099).
-- source_prefix: the requester's network (IPv4 /24, IPv6 /64, upstream/src/enquiry/network.ts). Caps,
-- the global budget's shares and the proof of work's difficulty count codes per network, not only per
-- address: one actor rarely holds many networks, and often many addresses.
alter table sms_code add column source_prefix text not null default '';
create index sms_code_prefix on sms_code (source_prefix, created_at desc);
create index sms_code_mobile_prefix on sms_code (mobile, source_prefix, created_at desc);

-- Sessions: where they were minted (bounded per address) and whether a phone was proven in them
-- (proven sessions live 2 days; the rest an hour).
alter table enquiry_session add column source_key text not null default '';
alter table enquiry_session add column proven boolean not null default false;
update enquiry_session s set proven = true where exists (select 1 from enquiry_verified_phone v where v.session_id = s.id);
create index enquiry_session_unproven on enquiry_session (source_key, created_at desc) where not proven;
