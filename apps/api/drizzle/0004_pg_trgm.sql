-- Trigram indexes for the accent-free client search (PostgreSQL's contrib; PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
