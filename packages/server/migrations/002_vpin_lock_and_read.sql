-- @veriframe/server: one round trip fewer per V-PIN event (no schema change). Run after 001 (psql -f, your
-- migration tool, or migratePostgres() of @veriframe/server/postgres). Safe to run again. Without it the store
-- still works, with one more round trip per event.

-- Takes an event's exclusive advisory locks on its V-PINs (one sorted order, so two events never deadlock; the
-- same keys as the two-statement path, so instances of either kind exclude each other), then reads the event's
-- applied mark and the V-PINs' records. VOLATILE: the read is a new statement with a new snapshot, so it sees
-- every event committed before the locks were granted.
CREATE OR REPLACE FUNCTION veriframe_vpin_lock_and_read(lock_key integer, vpins text[], event_ids text[])
RETURNS TABLE (kind text, key text, value jsonb)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(lock_key, h)
     FROM (SELECT DISTINCT hashtext(v) AS h FROM unnest(vpins) AS v ORDER BY h) AS sorted;
  RETURN QUERY
    SELECT 'record'::text, r.vpin, r.record FROM veriframe_vpin_records AS r WHERE r.vpin = ANY(vpins)
    UNION ALL
    SELECT 'event'::text, e.event_id, to_jsonb(e.vpins) FROM veriframe_vpin_events AS e
     WHERE e.event_id = ANY(event_ids);
END
$$;
