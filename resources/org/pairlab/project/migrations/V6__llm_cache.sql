-- Answers of an OpenAI-compatible LLM endpoint, keyed by the SHA-256 of the canonical request JSON
-- (model, messages, temperature, max_tokens, seed; never the base URL nor the API key), so a re-run is
-- reproducible and costs nothing.
CREATE TABLE IF NOT EXISTS llm_cache (
    request_sha256 TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    request_json TEXT NOT NULL,
    answer_json TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS llm_cache_model ON llm_cache(model);
