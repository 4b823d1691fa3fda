-- Language scores of the captions a candidate rewrote (fluency under the project's caption language model and
-- grammar errors), so a reviewer can sort and filter by them. Null: not scored yet, or no caption was rewritten.
ALTER TABLE candidates ADD COLUMN fluency REAL;
ALTER TABLE candidates ADD COLUMN grammar_errors INTEGER;
ALTER TABLE candidates ADD COLUMN grammar_added INTEGER;
ALTER TABLE candidates ADD COLUMN quality_json TEXT;
CREATE INDEX candidates_fluency ON candidates (fluency);
CREATE INDEX candidates_grammar ON candidates (grammar_added);

-- Language models trained in or added to the project (n-gram ARPA files, LSTM runs), listed in the Language models
-- view. The file lives in the project's "<project>.lm/" folder or the run's folder; its checksum goes into recipes.
CREATE TABLE language_models (
  id                 INTEGER PRIMARY KEY,
  name               TEXT NOT NULL UNIQUE,
  kind               TEXT NOT NULL,
  tokenizer          TEXT NOT NULL,
  file               TEXT NOT NULL,
  sha256             TEXT NOT NULL,
  settings_json      TEXT NOT NULL DEFAULT '{}',
  heldout_perplexity REAL,
  run_id             INTEGER REFERENCES runs(id) ON DELETE SET NULL,
  created_at         TEXT NOT NULL
);

-- A candidate's recipe fingerprint (method, parameters, seed, sources, details, captions): the same recipe is
-- stored once, so generating twice with the same settings adds nothing. Older candidates keep null.
ALTER TABLE candidates ADD COLUMN recipe_key TEXT;
CREATE UNIQUE INDEX candidates_recipe_key ON candidates (recipe_key) WHERE recipe_key IS NOT NULL;

-- The caption style of a dataset (e.g. humorous, romantic) for style transfer; null for factual captions.
ALTER TABLE datasets ADD COLUMN style TEXT;
