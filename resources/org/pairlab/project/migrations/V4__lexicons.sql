-- Word-replacement lexicons for caption rewrites (antonym negation). A lexicon is project data the user edits.
CREATE TABLE lexicon_entries (
  id          INTEGER PRIMARY KEY,
  lexicon     TEXT NOT NULL,
  word        TEXT NOT NULL,
  pos         TEXT NOT NULL,
  replacement TEXT NOT NULL,
  source      TEXT NOT NULL DEFAULT 'user' CHECK (source IN ('builtin', 'user', 'wordnet')),
  UNIQUE (lexicon, word, pos)
);
CREATE INDEX lexicon_entries_lexicon ON lexicon_entries (lexicon);
