-- Trigram indexes make the club search's case-insensitive "location contains" fast over 100,000 clubs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
