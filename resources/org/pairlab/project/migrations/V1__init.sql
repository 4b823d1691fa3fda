-- PairLab project file, schema version 1.
CREATE TABLE datasets (
  id           INTEGER PRIMARY KEY,
  name         TEXT NOT NULL UNIQUE,
  root         TEXT NOT NULL,
  format       TEXT NOT NULL,
  source_files TEXT NOT NULL DEFAULT '[]',
  imported_at  TEXT NOT NULL,
  report_json  TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE categories (
  id            INTEGER PRIMARY KEY,
  dataset_id    INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  external_id   INTEGER,
  name          TEXT NOT NULL,
  supercategory TEXT,
  UNIQUE (dataset_id, name)
);

CREATE TABLE samples (
  id          INTEGER PRIMARY KEY,
  dataset_id  INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  external_id TEXT NOT NULL,
  path        TEXT NOT NULL,
  width       INTEGER NOT NULL,
  height      INTEGER NOT NULL,
  checksum    TEXT NOT NULL,
  split       TEXT,
  status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  UNIQUE (dataset_id, external_id)
);
CREATE INDEX samples_split ON samples (split);
CREATE INDEX samples_status ON samples (status);

CREATE TABLE captions (
  id          INTEGER PRIMARY KEY,
  sample_id   INTEGER NOT NULL REFERENCES samples(id) ON DELETE CASCADE,
  external_id TEXT,
  position    INTEGER NOT NULL,
  text        TEXT NOT NULL
);
CREATE INDEX captions_sample ON captions (sample_id);

CREATE VIRTUAL TABLE captions_fts USING fts5 (text, content = 'captions', content_rowid = 'id', tokenize = 'unicode61');
CREATE TRIGGER captions_ai AFTER INSERT ON captions BEGIN
  INSERT INTO captions_fts (rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER captions_ad AFTER DELETE ON captions BEGIN
  INSERT INTO captions_fts (captions_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER captions_au AFTER UPDATE ON captions BEGIN
  INSERT INTO captions_fts (captions_fts, rowid, text) VALUES ('delete', old.id, old.text);
  INSERT INTO captions_fts (rowid, text) VALUES (new.id, new.text);
END;

CREATE TABLE boxes (
  id          INTEGER PRIMARY KEY,
  sample_id   INTEGER NOT NULL REFERENCES samples(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  external_id TEXT,
  x           REAL NOT NULL,
  y           REAL NOT NULL,
  w           REAL NOT NULL,
  h           REAL NOT NULL,
  score       REAL,
  source      TEXT NOT NULL CHECK (source IN ('imported', 'drawn')),
  crowd       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX boxes_sample ON boxes (sample_id);
CREATE INDEX boxes_category ON boxes (category_id);

CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL,
  title           TEXT NOT NULL,
  params_json     TEXT NOT NULL DEFAULT '{}',
  state           TEXT NOT NULL CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'cancelled', 'interrupted')),
  progress        REAL NOT NULL DEFAULT 0,
  message         TEXT NOT NULL DEFAULT '',
  log             TEXT NOT NULL DEFAULT '',
  metrics_json    TEXT NOT NULL DEFAULT '{}',
  checkpoint_json TEXT,
  created_at      TEXT NOT NULL,
  started_at      TEXT,
  finished_at     TEXT
);

-- An augmented sample is stored as its recipe; pixels are rendered on demand.
CREATE TABLE candidates (
  id                INTEGER PRIMARY KEY,
  sample_id         INTEGER NOT NULL REFERENCES samples(id) ON DELETE CASCADE,
  method            TEXT NOT NULL,
  params_json       TEXT NOT NULL,
  seed              INTEGER NOT NULL,
  source_sample_ids TEXT NOT NULL,
  model_checksums   TEXT NOT NULL DEFAULT '{}',
  details_json      TEXT NOT NULL DEFAULT '{}',
  captions_json     TEXT NOT NULL,
  boxes_json        TEXT NOT NULL DEFAULT '[]',
  width             INTEGER NOT NULL,
  height            INTEGER NOT NULL,
  score             REAL,
  status            TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  run_id            INTEGER REFERENCES runs(id) ON DELETE SET NULL,
  created_at        TEXT NOT NULL
);
CREATE INDEX candidates_method ON candidates (method, status);
CREATE INDEX candidates_sample ON candidates (sample_id);

-- Every decision is kept; undo marks the newest one undone and restores the previous status.
CREATE TABLE reviews (
  id           INTEGER PRIMARY KEY,
  sample_id    INTEGER REFERENCES samples(id) ON DELETE CASCADE,
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  decision     TEXT NOT NULL CHECK (decision IN ('accept', 'reject', 'undecided')),
  previous     TEXT NOT NULL,
  note         TEXT,
  decided_at   TEXT NOT NULL,
  undone_at    TEXT,
  CHECK ((sample_id IS NULL) <> (candidate_id IS NULL))
);
CREATE INDEX reviews_open ON reviews (undone_at, id);

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
