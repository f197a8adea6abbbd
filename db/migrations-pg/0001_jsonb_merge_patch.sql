-- Custom migration (drizzle-kit generate --custom): SQLite's json_patch() for PostgreSQL.
-- jsonb_merge_patch(target, patch) merges `patch` into `target` as RFC 7396 (JSON Merge Patch) says, like
-- SQLite's json_patch: members of an object patch replace or merge recursively into the target's, a null member
-- removes the key, and a patch that is not an object replaces the target. The simulation step save uses it to
-- merge a step's answers into the stored ones (db/queries/simulations.ts).
CREATE OR REPLACE FUNCTION jsonb_merge_patch(target jsonb, patch jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF patch IS NULL OR jsonb_typeof(patch) <> 'object' THEN
    RETURN patch;
  END IF;
  IF target IS NULL OR jsonb_typeof(target) <> 'object' THEN
    target := '{}'::jsonb;
  END IF;
  RETURN coalesce(
    (SELECT jsonb_object_agg(key, value) FROM (
      SELECT t.key, t.value FROM jsonb_each(target) t WHERE NOT (patch ? t.key)
      UNION ALL
      SELECT p.key, jsonb_merge_patch(target -> p.key, p.value)
        FROM jsonb_each(patch) p WHERE jsonb_typeof(p.value) <> 'null'
    ) merged),
    '{}'::jsonb);
END
$$;
