-- Trigram matching for product and keyword search (a later capability). PGlite loads the
-- extension from @electric-sql/pglite/contrib/pg_trgm; PostgreSQL needs its contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
