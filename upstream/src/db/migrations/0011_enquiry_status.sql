-- Where an enquiry stands, for internal tools. Every enquiry starts 'received'; later states arrive
-- with the tools that set them (the check constraint grows with them).
alter table enquiry add column status text not null default 'received' check (status in ('received'));
