-- Curation (issue 20): box edits of source samples with history and undo, candidates made stale by them, tags.

-- Every edit of a source sample's boxes; before/after hold the box as JSON (null before: added; null after:
-- deleted). Undo marks the newest edit undone and puts the box back as it was. The dataset's files are untouched.
CREATE TABLE box_edits (
  id          INTEGER PRIMARY KEY,
  sample_id   INTEGER NOT NULL REFERENCES samples(id) ON DELETE CASCADE,
  box_id      INTEGER NOT NULL,
  action      TEXT NOT NULL CHECK (action IN ('add', 'move', 'relabel', 'delete')),
  before_json TEXT,
  after_json  TEXT,
  edited_at   TEXT NOT NULL,
  undone_at   TEXT
);
CREATE INDEX box_edits_sample ON box_edits (sample_id, id);

-- A candidate whose source boxes changed after it was made: it waits to be re-rendered from its recipe with the
-- new boxes. The reviewer's decision at the time and the recipe as it was stay here for comparison.
CREATE TABLE stale_candidates (
  candidate_id     INTEGER PRIMARY KEY REFERENCES candidates(id) ON DELETE CASCADE,
  box_edit_id      INTEGER NOT NULL REFERENCES box_edits(id) ON DELETE CASCADE,
  earlier_status   TEXT NOT NULL,
  earlier_details  TEXT NOT NULL,
  earlier_boxes    TEXT NOT NULL,
  marked_at        TEXT NOT NULL,
  refreshed_at     TEXT,
  refresh_note     TEXT
);
CREATE INDEX stale_candidates_open ON stale_candidates (refreshed_at);

-- Free-text tags on originals or candidates.
CREATE TABLE tags (
  tag          TEXT NOT NULL,
  sample_id    INTEGER REFERENCES samples(id) ON DELETE CASCADE,
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  tagged_at    TEXT NOT NULL,
  CHECK ((sample_id IS NULL) <> (candidate_id IS NULL))
);
CREATE UNIQUE INDEX tags_sample ON tags (sample_id, tag) WHERE sample_id IS NOT NULL;
CREATE UNIQUE INDEX tags_candidate ON tags (candidate_id, tag) WHERE candidate_id IS NOT NULL;
CREATE INDEX tags_tag ON tags (tag);
