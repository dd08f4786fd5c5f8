-- The lead's life (docs/decisions/0117), beside migration 0026: what the delivery worker and the back
-- office's lists read besides the indexes 0026 made.

-- The worker takes back a job whose worker died mid-delivery (status 'running', its lease passed)
-- without reading every done job.
create index lead_job_running on lead_job (locked_until) where status = 'running';

-- A brand inbox and the staff desk filtered or sorted by state: rows of one state in time order, read
-- from the index instead of filtering a million rows of the (recipient, time) index.
create index enquiry_recipient_brand_state on enquiry (recipient_brand, lead_state, created_at desc, id desc) where recipient_brand is not null;
create index enquiry_desk_state on enquiry (lead_state, created_at desc, id desc) where recipient_brand is null;

