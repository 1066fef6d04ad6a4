-- Trigram indexes make the dashboard's title search (ILIKE '%term%') fast in large workspaces.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
