package org.pairlab.project;

import com.fasterxml.jackson.core.type.TypeReference;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Augmentation candidates, stored as recipes. */
public final class Candidates {
    private static final String COLUMNS = "id, sample_id, method, params_json, seed, source_sample_ids, model_checksums, "
            + "details_json, captions_json, boxes_json, width, height, score, status, run_id, created_at";
    private final Project project;

    Candidates(Project project) {
        this.project = project;
    }

    /** Stores candidates in one transaction; returns their ids in order. */
    public List<Long> insert(List<NewCandidate> candidates) {
        return project.write(c -> insert(c, candidates));
    }

    /**
     * Stores candidates and their language scores (same order; null for none) in one transaction; candidates whose
     * recipe is already stored are skipped, and so are their scores. For generation, which commits in chunks.
     */
    public Inserted insertWithQuality(List<NewCandidate> candidates, List<CaptionQuality> scores) {
        return project.write(c -> {
            Inserted stored = insertSkippingDuplicates(c, candidates);
            for (int j = 0; j < stored.ids().size() && j < scores.size(); j++) {
                if (scores.get(j) != null) {
                    setQuality(c, stored.ids().get(j), scores.get(j));
                }
            }
            return stored;
        });
    }

    /**
     * Stores candidates on a connection already in a transaction (for jobs that record progress alongside); returns
     * their ids in order. A candidate whose recipe is already stored is not stored again: its id is the stored one's.
     */
    public static List<Long> insert(Connection c, List<NewCandidate> candidates) throws SQLException {
        return insertSkippingDuplicates(c, candidates).ids();
    }

    /** As {@link #insert(Connection, List)}, also saying how many were already stored. */
    public static Inserted insertSkippingDuplicates(Connection c, List<NewCandidate> candidates) throws SQLException {
        List<Long> ids = new ArrayList<>();
        int skipped = 0;
        long next = Datasets.maxId(c, "candidates") + 1;
        try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO candidates (" + COLUMNS
                + ", recipe_key) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,'pending',?,?,?)");
             PreparedStatement existing = c.prepareStatement("SELECT id FROM candidates WHERE recipe_key = ?")) {
            String now = Instant.now().toString();
            for (NewCandidate k : candidates) {
                long id = next;
                Recipe r = k.recipe();
                String key = recipeKey(k);
                ps.setLong(1, id);
                ps.setLong(2, k.sampleId());
                ps.setString(3, r.method());
                ps.setString(4, Json.write(r.params()));
                ps.setLong(5, r.seed());
                ps.setString(6, Json.write(r.sourceSampleIds()));
                ps.setString(7, Json.write(r.modelChecksums()));
                ps.setString(8, Json.write(r.details()));
                ps.setString(9, Json.write(k.captions()));
                ps.setString(10, Json.write(k.boxes()));
                ps.setInt(11, k.width());
                ps.setInt(12, k.height());
                if (k.score() == null) {
                    ps.setNull(13, Types.REAL);
                } else {
                    ps.setDouble(13, k.score());
                }
                if (k.runId() == null) {
                    ps.setNull(14, Types.INTEGER);
                } else {
                    ps.setLong(14, k.runId());
                }
                ps.setString(15, now);
                ps.setString(16, key);
                // One row at a time: a duplicate recipe is ignored and answered with the stored candidate's id.
                if (ps.executeUpdate() == 1) {
                    ids.add(id);
                    next++;
                } else {
                    existing.setString(1, key);
                    try (ResultSet rs = existing.executeQuery()) {
                        rs.next();
                        ids.add(rs.getLong(1));
                    }
                    skipped++;
                }
            }
        }
        return new Inserted(ids, skipped);
    }

    /** Ids of stored candidates in order, and how many of them were stored already (the same recipe). */
    public record Inserted(List<Long> ids, int skipped) {
        public Inserted {
            ids = List.copyOf(ids);
        }
    }

    /** The fingerprint of a candidate's recipe and captions: equal for candidates that would render the same. */
    static String recipeKey(NewCandidate k) {
        Recipe r = k.recipe();
        Map<String, Object> all = new TreeMap<>();
        all.put("method", r.method());
        all.put("params", new TreeMap<>(r.params()));
        all.put("seed", r.seed());
        all.put("sources", r.sourceSampleIds());
        all.put("models", new TreeMap<>(r.modelChecksums()));
        all.put("details", new TreeMap<>(r.details()));
        all.put("captions", k.captions());
        all.put("sample", k.sampleId());
        return Sha256.hex(Json.write(all));
    }

    public Optional<Candidate> get(long id) {
        return project.read(c -> get(c, id));
    }

    static Optional<Candidate> get(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM candidates WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    /** Candidates derived from one original sample. */
    public List<Candidate> ofSample(long sampleId) {
        return list("WHERE sample_id = ? ORDER BY id", sampleId);
    }

    /** The candidates one run made with one method, by id. */
    public List<Candidate> ofRun(long runId, String method) {
        return list("WHERE run_id = ? AND method = ? ORDER BY id", runId, method);
    }

    /** Candidates in a review state, optionally of one method (null: all methods). */
    public List<Candidate> withStatus(ReviewStatus status, String method) {
        return method == null
                ? list("WHERE status = ? ORDER BY id", status.db())
                : list("WHERE status = ? AND method = ? ORDER BY id", status.db(), method);
    }

    /** Candidates, optionally only those in one review state and of one method (null: any), by id. */
    public List<Candidate> find(ReviewStatus status, String method) {
        if (status != null) {
            return withStatus(status, method);
        }
        return method == null ? list("ORDER BY id") : list("WHERE method = ? ORDER BY id", method);
    }

    /** Ids of candidates in a review state, optionally of one method. */
    public List<Long> idsWithStatus(ReviewStatus status, String method) {
        return withStatus(status, method).stream().map(Candidate::id).toList();
    }

    private List<Candidate> list(String where, Object... args) {
        return project.read(c -> {
            List<Candidate> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM candidates " + where)) {
                Samples.bind(ps, List.of(args));
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(map(rs));
                    }
                }
            }
            return out;
        });
    }

    /** Counts per method and review state. */
    public Map<String, MethodCounts> countsByMethod() {
        return project.read(c -> {
            Map<String, long[]> raw = new LinkedHashMap<>();
            try (var s = c.createStatement(); var rs = s.executeQuery(
                    "SELECT method, status, COUNT(*) FROM candidates GROUP BY method, status ORDER BY method")) {
                while (rs.next()) {
                    long[] counts = raw.computeIfAbsent(rs.getString(1), m -> new long[3]);
                    counts[ReviewStatus.fromDb(rs.getString(2)).ordinal()] = rs.getLong(3);
                }
            }
            Map<String, MethodCounts> out = new LinkedHashMap<>();
            raw.forEach((m, a) -> out.put(m, new MethodCounts(a[0], a[1], a[2])));
            return out;
        });
    }

    /** Scores of a method's candidates that have one, ascending (for the score histogram). */
    public List<Double> scores(String method) {
        return project.read(c -> {
            List<Double> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT score FROM candidates WHERE method = ? AND score IS NOT NULL ORDER BY score")) {
                ps.setString(1, method);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getDouble(1));
                    }
                }
            }
            return out;
        });
    }

    /** How many boxes of each category a method's candidates carry, by category name (sorted). */
    public Map<String, Long> categoryCounts(String method) {
        return project.read(c -> {
            Map<String, Long> out = new TreeMap<>();
            // Boxes are stored as JSON on the candidate; SQLite's json_each counts them without decoding in Java.
            try (PreparedStatement ps = c.prepareStatement("SELECT json_extract(b.value, '$.category'), COUNT(*) "
                    + "FROM candidates k, json_each(k.boxes_json) b WHERE k.method = ? GROUP BY 1")) {
                ps.setString(1, method);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        if (rs.getString(1) != null) {
                            out.put(rs.getString(1), rs.getLong(2));
                        }
                    }
                }
            }
            return out;
        });
    }

    /** Stores the language scores of one candidate (on a connection in a transaction). */
    public static void setQuality(Connection c, long id, CaptionQuality q) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE candidates SET fluency = ?, grammar_errors = ?, grammar_added = ?, quality_json = ? WHERE id = ?")) {
            if (q.fluency() == null) {
                ps.setNull(1, Types.REAL);
            } else {
                ps.setDouble(1, q.fluency());
            }
            ps.setInt(2, q.grammarErrors());
            ps.setInt(3, q.grammarAdded());
            ps.setString(4, Json.write(q));
            ps.setLong(5, id);
            ps.executeUpdate();
        }
    }

    /** Stores the language scores of candidates in one transaction. */
    public void setQuality(Map<Long, CaptionQuality> scores) {
        project.write(c -> {
            for (Map.Entry<Long, CaptionQuality> e : scores.entrySet()) {
                setQuality(c, e.getKey(), e.getValue());
            }
            return null;
        });
    }

    /** The language scores of a candidate, if it has been scored. */
    public Optional<CaptionQuality> quality(long id) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT quality_json FROM candidates WHERE id = ?")) {
                ps.setLong(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    String json = rs.next() ? rs.getString(1) : null;
                    return json == null ? Optional.empty() : Optional.of(Json.read(json, CaptionQuality.class));
                }
            }
        });
    }

    /** Ids of candidates not scored yet, optionally of one method (null: all), in id order. */
    public List<Long> unscored(String method) {
        return project.read(c -> {
            List<Long> out = new ArrayList<>();
            String sql = "SELECT id FROM candidates WHERE quality_json IS NULL" + (method == null ? "" : " AND method = ?")
                    + " ORDER BY id";
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                if (method != null) {
                    ps.setString(1, method);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getLong(1));
                    }
                }
            }
            return out;
        });
    }

    /** Ids of pending candidates that add grammar errors to their source captions, optionally of one method. */
    public List<Long> pendingAddingGrammarErrors(String method) {
        return project.read(c -> {
            List<Long> out = new ArrayList<>();
            String sql = "SELECT id FROM candidates WHERE status = 'pending' AND grammar_added > 0"
                    + (method == null ? "" : " AND method = ?") + " ORDER BY id";
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                if (method != null) {
                    ps.setString(1, method);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getLong(1));
                    }
                }
            }
            return out;
        });
    }

    /** Per method: how many candidates are scored, their median fluency and how many add grammar errors. */
    public Map<String, QualitySummary> qualityByMethod() {
        return project.read(c -> {
            Map<String, List<Double>> fluency = new TreeMap<>();
            Map<String, long[]> counts = new TreeMap<>();
            try (var s = c.createStatement(); var rs = s.executeQuery("SELECT method, fluency, grammar_added, "
                    + "quality_json IS NOT NULL FROM candidates ORDER BY method, fluency")) {
                while (rs.next()) {
                    String m = rs.getString(1);
                    long[] n = counts.computeIfAbsent(m, k -> new long[3]);
                    n[0]++;
                    if (rs.getBoolean(4)) {
                        n[1]++;
                        if (rs.getInt(3) > 0) {
                            n[2]++;
                        }
                    }
                    double f = rs.getDouble(2);
                    if (!rs.wasNull()) {
                        fluency.computeIfAbsent(m, k -> new ArrayList<>()).add(f);
                    }
                }
            }
            Map<String, QualitySummary> out = new TreeMap<>();
            counts.forEach((m, n) -> {
                List<Double> f = fluency.getOrDefault(m, List.of());
                Double median = f.isEmpty() ? null : f.get(f.size() / 2);
                out.put(m, new QualitySummary(n[0], n[1], median, n[2]));
            });
            return out;
        });
    }

    /** Methods that have candidates, sorted. */
    public List<String> methods() {
        return new ArrayList<>(countsByMethod().keySet());
    }

    private static Candidate map(ResultSet rs) throws SQLException {
        Map<String, Object> params = Json.read(rs.getString(4), new TypeReference<Map<String, Object>>() { });
        List<Long> sources = Json.read(rs.getString(6), new TypeReference<List<Long>>() { });
        Map<String, String> checksums = Json.read(rs.getString(7), new TypeReference<Map<String, String>>() { });
        Map<String, Object> details = Json.read(rs.getString(8), new TypeReference<Map<String, Object>>() { });
        List<String> captions = Json.read(rs.getString(9), new TypeReference<List<String>>() { });
        List<Box> boxes = Json.read(rs.getString(10), new TypeReference<List<Box>>() { });
        double score = rs.getDouble(13);
        Double s = rs.wasNull() ? null : score;
        long run = rs.getLong(15);
        Long runId = rs.wasNull() ? null : run;
        Recipe recipe = new Recipe(rs.getString(3), params, rs.getLong(5), sources, checksums, details);
        return new Candidate(rs.getLong(1), rs.getLong(2), recipe, captions, boxes, rs.getInt(11), rs.getInt(12), s,
                ReviewStatus.fromDb(rs.getString(14)), runId, rs.getString(16));
    }
}
