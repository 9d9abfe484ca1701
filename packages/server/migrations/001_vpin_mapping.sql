-- @veriframe/server: the V-PIN mapping (spec 6.4 consumer responsibilities) in PostgreSQL.
-- Run once before starting the proxy (psql -f, your migration tool, or migratePostgres() of
-- @veriframe/server/postgres). Safe to run again.

-- One row per V-PIN the service told us about: superseded (-> canonical), split (-> replacements), retired
-- (tombstone, never reused) or active again after a revert. `record` is the VpinRecord as JSON.
CREATE TABLE IF NOT EXISTS veriframe_vpin_records (
  vpin        text PRIMARY KEY,
  record      jsonb NOT NULL,
  changed_at  bigint NOT NULL,          -- epoch ms of the event that decided this row
  event_id    text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- One row per applied event, with the V-PINs it changed, so a later revert knows what to undo and a
-- redelivered event is recognized as applied.
CREATE TABLE IF NOT EXISTS veriframe_vpin_events (
  event_id    text PRIMARY KEY,
  vpins       text[] NOT NULL,
  applied_at  timestamptz NOT NULL DEFAULT now()
);
