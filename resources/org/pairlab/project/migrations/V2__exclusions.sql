-- Caption scores cached per caption (e.g. informativeness rho), and reversible exclusions made by filters.
CREATE TABLE caption_scores (
  caption_id INTEGER NOT NULL REFERENCES captions(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,
  value      REAL NOT NULL,
  PRIMARY KEY (caption_id, kind)
);

-- One row per applied filter; revert sets reverted_at and keeps the row and its exclusions as history.
CREATE TABLE caption_filters (
  id                INTEGER PRIMARY KEY,
  name              TEXT NOT NULL,
  params_json       TEXT NOT NULL DEFAULT '{}',
  applied_at        TEXT NOT NULL,
  reverted_at       TEXT,
  captions_excluded INTEGER NOT NULL,
  samples_excluded  INTEGER NOT NULL
);

-- A caption is excluded while some filter that lists it is not reverted; a sample is excluded while it has
-- captions and all of them are excluded.
CREATE TABLE caption_exclusions (
  filter_id  INTEGER NOT NULL REFERENCES caption_filters(id) ON DELETE CASCADE,
  caption_id INTEGER NOT NULL REFERENCES captions(id) ON DELETE CASCADE,
  PRIMARY KEY (filter_id, caption_id)
);
CREATE INDEX caption_exclusions_caption ON caption_exclusions (caption_id);
