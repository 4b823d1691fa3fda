-- CutSwap: object vocabulary, cached word vectors, editable object clusters and the per-dataset object index.

-- The object vocabulary: a caption word (lemma or phrase, lower case) and the box category it links to
-- (NULL when no box category shows it, e.g. most Visual Genome words without a synonym entry).
CREATE TABLE cutswap_words (
  word     TEXT PRIMARY KEY,
  category TEXT,
  origin   TEXT NOT NULL
);

-- Word vectors, cached per embedder so clustering never embeds a word twice.
CREATE TABLE cutswap_embeddings (
  embedder TEXT NOT NULL,
  word     TEXT NOT NULL,
  vector   BLOB NOT NULL,
  PRIMARY KEY (embedder, word)
);

-- Object clusters: one row per object lemma; edits (move, merge, split) rewrite these rows.
CREATE TABLE cutswap_clusters (
  word    TEXT PRIMARY KEY,
  cluster INTEGER NOT NULL,
  edited  INTEGER NOT NULL DEFAULT 0
);

-- The pre-processed object index of a dataset, valid while its fingerprint matches the data and vocabulary.
CREATE TABLE cutswap_index (
  dataset_id  INTEGER PRIMARY KEY REFERENCES datasets(id) ON DELETE CASCADE,
  fingerprint TEXT NOT NULL,
  built_at    TEXT NOT NULL,
  index_json  TEXT NOT NULL
);
