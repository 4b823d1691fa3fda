-- Training and evaluation runs: the loss / validation curve, files a run wrote, per-image evaluation outputs.
CREATE TABLE IF NOT EXISTS run_curve (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    step INTEGER NOT NULL,
    value REAL NOT NULL,
    PRIMARY KEY (run_id, name, step)
);
CREATE TABLE IF NOT EXISTS run_artifacts (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    path TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (run_id, name)
);
CREATE TABLE IF NOT EXISTS evaluation_outputs (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    sample_id INTEGER NOT NULL,
    caption TEXT NOT NULL,
    sampled_json TEXT NOT NULL DEFAULT '[]',
    scores_json TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (run_id, sample_id)
);
