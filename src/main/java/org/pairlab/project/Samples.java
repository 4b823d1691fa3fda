package org.pairlab.project;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** Reads samples, their captions and boxes, and lists reviewable items for a filter. */
public final class Samples {
    private static final String COLUMNS = "s.id, s.dataset_id, s.external_id, s.path, s.width, s.height, s.checksum, s.split, s.status";
    private final Project project;

    Samples(Project project) {
        this.project = project;
    }

    public Optional<Sample> get(long id) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM samples s WHERE s.id = ?")) {
                ps.setLong(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(map(rs)) : Optional.empty();
                }
            }
        });
    }

    /** Samples of a dataset in import order. */
    public List<Sample> ofDataset(long datasetId) {
        return project.read(c -> {
            List<Sample> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM samples s WHERE s.dataset_id = ? ORDER BY s.id")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(map(rs));
                    }
                }
            }
            return out;
        });
    }

    /** How many samples each dataset holds, by dataset id; counted in SQL, so no sample is built. */
    public java.util.Map<Long, Long> countByDataset() {
        return project.read(c -> {
            java.util.Map<Long, Long> out = new java.util.TreeMap<>();
            try (var s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT dataset_id, COUNT(*) FROM samples GROUP BY dataset_id")) {
                while (rs.next()) {
                    out.put(rs.getLong(1), rs.getLong(2));
                }
            }
            return out;
        });
    }

    static Sample map(ResultSet rs) throws SQLException {
        return new Sample(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getString(4), rs.getInt(5), rs.getInt(6),
                rs.getString(7), rs.getString(8), ReviewStatus.fromDb(rs.getString(9)));
    }

    public List<Caption> captions(long sampleId) {
        return project.read(c -> {
            List<Caption> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT id, sample_id, external_id, position, text FROM captions WHERE sample_id = ? ORDER BY position")) {
                ps.setLong(1, sampleId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new Caption(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getInt(4), rs.getString(5)));
                    }
                }
            }
            return out;
        });
    }

    public List<Box> boxes(long sampleId) {
        return project.read(c -> {
            List<Box> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT " + BoxRows.COLUMNS + " FROM " + BoxRows.FROM + " WHERE b.sample_id = ? ORDER BY b.id")) {
                ps.setLong(1, sampleId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(BoxRows.read(rs, 1));
                    }
                }
            }
            return out;
        });
    }

    /** How many boxes of each category the original samples carry, by category name over all datasets (sorted). */
    public Map<String, Long> categoryCounts() {
        return project.read(c -> {
            Map<String, Long> out = new TreeMap<>();
            try (var s = c.createStatement(); var rs = s.executeQuery(
                    "SELECT k.name, COUNT(*) FROM boxes b JOIN categories k ON k.id = b.category_id GROUP BY k.name")) {
                while (rs.next()) {
                    out.put(rs.getString(1), rs.getLong(2));
                }
            }
            return out;
        });
    }

    /** The text of every caption of the original samples (of one dataset, or all when null), in id order. */
    public List<String> captionTexts(Long datasetId) {
        return project.read(c -> {
            List<String> out = new ArrayList<>();
            String sql = datasetId == null ? "SELECT text FROM captions ORDER BY id"
                    : "SELECT k.text FROM captions k JOIN samples s ON s.id = k.sample_id WHERE s.dataset_id = ? ORDER BY k.id";
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                if (datasetId != null) {
                    ps.setLong(1, datasetId);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
            }
            return out;
        });
    }

    /**
     * A short fingerprint of all captions (count, highest id, total length): it changes when captions are added or
     * removed, so models trained on them can be cached under it.
     */
    public String captionFingerprint() {
        return project.read(c -> {
            try (var st = c.createStatement(); var rs = st.executeQuery(
                    "SELECT COUNT(*), COALESCE(MAX(id), 0), COALESCE(SUM(length(text)), 0) FROM captions")) {
                rs.next();
                return rs.getLong(1) + "-" + rs.getLong(2) + "-" + rs.getLong(3);
            }
        });
    }

    /** The distinct splits present, sorted. */
    public List<String> splits() {
        return project.read(c -> {
            List<String> out = new ArrayList<>();
            try (var s = c.createStatement(); var rs = s.executeQuery(
                    "SELECT DISTINCT split FROM samples WHERE split IS NOT NULL ORDER BY split")) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        });
    }

    /** Items matching a filter, in grid order. */
    public List<ItemRef> find(ItemFilter f) {
        return find(f, CurationFilter.NONE);
    }

    /** Items matching a filter and the curation filters on top of it, in grid order (shuffled when asked). */
    public List<ItemRef> find(ItemFilter f, CurationFilter curation) {
        List<ItemRef> out = project.read(c -> {
            List<Object> args = new ArrayList<>();
            String sql = f.candidates() ? candidateQuery(f, curation, args, "k.id")
                    : sampleQuery(f, curation, args, "s.id");
            List<ItemRef> refs = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                bind(ps, args);
                try (ResultSet rs = ps.executeQuery()) {
                    ItemKind kind = f.candidates() ? ItemKind.CANDIDATE : ItemKind.SAMPLE;
                    while (rs.next()) {
                        refs.add(new ItemRef(kind, rs.getLong(1)));
                    }
                }
            }
            return refs;
        });
        if (f.order() == ItemOrder.RANDOM) {
            // Fetched in id order, then shuffled by java.util.Random, whose sequence is fixed by its specification.
            java.util.Collections.shuffle(out, new java.util.Random(curation.shuffleSeed() == null ? 1 : curation.shuffleSeed()));
        }
        return out;
    }

    /**
     * The values of one measure over the items a filter matches, ignoring the range set on that same measure (so its
     * histogram shows where the chosen range lies in the whole); items without the value are left out (here, not in
     * SQL, so the measure is computed once per item).
     */
    public List<Double> values(ItemFilter f, CurationFilter curation, Measure measure) {
        CurationFilter others = curation.withoutRange(measure);
        return project.read(c -> {
            List<Object> args = new ArrayList<>();
            String sql = f.candidates() ? candidateQuery(f, others, args, measure.sql(true))
                    : sampleQuery(f, others, args, measure.sql(false));
            List<Double> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                bind(ps, args);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        double v = rs.getDouble(1);
                        if (!rs.wasNull()) {
                            out.add(v);
                        }
                    }
                }
            }
            return out;
        });
    }

    /** Box categories in use over all datasets (originals' boxes), sorted. */
    public List<String> categories() {
        return new ArrayList<>(categoryCounts().keySet());
    }

    private static String sampleQuery(ItemFilter f, CurationFilter k, List<Object> args, String select) {
        StringBuilder sql = new StringBuilder("SELECT " + select + " FROM samples s WHERE 1=1");
        commonSampleConditions(f, args, sql, "s");
        if (f.status() != null) {
            sql.append(" AND s.status = ?");
            args.add(f.status().db());
        }
        if (Boolean.TRUE.equals(f.hasBoxes())) {
            sql.append(" AND EXISTS (SELECT 1 FROM boxes b WHERE b.sample_id = s.id)");
        } else if (Boolean.FALSE.equals(f.hasBoxes())) {
            sql.append(" AND NOT EXISTS (SELECT 1 FROM boxes b WHERE b.sample_id = s.id)");
        }
        String match = FullText.toMatch(f.text());
        if (match != null) {
            sql.append(" AND s.id IN (SELECT c.sample_id FROM captions c WHERE c.id IN "
                    + "(SELECT rowid FROM captions_fts WHERE captions_fts MATCH ?))");
            args.add(match);
        }
        curationConditions(k, false, args, sql);
        sql.append(" ORDER BY s.id");
        return sql.toString();
    }

    private static String candidateQuery(ItemFilter f, CurationFilter cf, List<Object> args, String select) {
        StringBuilder sql = new StringBuilder("SELECT " + select + " FROM candidates k JOIN samples s ON s.id = k.sample_id WHERE 1=1");
        commonSampleConditions(f, args, sql, "s");
        if (!ItemFilter.ANY_METHOD.equals(f.method())) {
            sql.append(" AND k.method = ?");
            args.add(f.method());
        }
        if (f.status() != null) {
            sql.append(" AND k.status = ?");
            args.add(f.status().db());
        }
        if (Boolean.TRUE.equals(f.hasBoxes())) {
            sql.append(" AND k.boxes_json <> '[]'");
        } else if (Boolean.FALSE.equals(f.hasBoxes())) {
            sql.append(" AND k.boxes_json = '[]'");
        }
        for (String word : f.text() == null ? List.<String>of() : FullText.words(f.text())) {
            // Candidates are far fewer than captions; a substring test on their caption JSON is fast enough.
            sql.append(" AND instr(lower(k.captions_json), ?) > 0");
            args.add(word);
        }
        if (Boolean.FALSE.equals(f.addsGrammarErrors())) {
            sql.append(" AND (k.grammar_added IS NULL OR k.grammar_added = 0)");
        } else if (Boolean.TRUE.equals(f.addsGrammarErrors())) {
            sql.append(" AND k.grammar_added > 0");
        }
        if (f.completer() != null) {
            sql.append(" AND ").append(COMPLETER).append(" = ?");
            args.add(f.completer());
        }
        curationConditions(cf, true, args, sql);
        sql.append(switch (f.order()) {
            case MADE, RANDOM -> " ORDER BY k.id";
            case COMPLETER -> " ORDER BY " + completerRank() + ", k.id";
            case SCORE -> " ORDER BY k.score IS NULL, k.score DESC, k.id";
            case FLUENCY_WORST -> " ORDER BY k.fluency IS NULL, k.fluency, k.id";
            case GRAMMAR_WORST -> " ORDER BY k.grammar_added IS NULL, k.grammar_added DESC, k.fluency, k.id";
        });
        return sql.toString();
    }

    /** The completer a text-only synthesis recorded in its recipe's details (null for other candidates). */
    private static final String COMPLETER = "json_extract(k.details_json, '$.completer')";

    /** {@link ItemOrder#COMPLETER_RANK} as a CASE over the recorded completer; unknown and none rank last. */
    private static String completerRank() {
        StringBuilder s = new StringBuilder("CASE " + COMPLETER);
        List<String> rank = ItemOrder.COMPLETER_RANK;
        for (int i = 0; i < rank.size(); i++) {
            // The labels are this file's constants, never user text, so they are written into the SQL.
            s.append(" WHEN '").append(rank.get(i)).append("' THEN ").append(i);
        }
        return s.append(" ELSE ").append(rank.size()).append(" END").toString();
    }

    /**
     * The completers recorded by the candidates of {@code method} ({@link ItemFilter#ANY_METHOD}: of every method)
     * of one dataset (all when null), ordered as {@link ItemOrder#COMPLETER} sorts them; empty when none records one.
     */
    public List<String> completers(String method, Long datasetId) {
        boolean anyMethod = ItemFilter.ANY_METHOD.equals(method);
        return project.read(c -> {
            String sql = "SELECT DISTINCT " + COMPLETER + " AS w FROM candidates k JOIN samples s ON s.id = k.sample_id"
                    + " WHERE w IS NOT NULL" + (anyMethod ? "" : " AND k.method = ?")
                    + (datasetId == null ? "" : " AND s.dataset_id = ?") + " ORDER BY " + completerRank() + ", w";
            List<String> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                int i = 1;
                if (!anyMethod) {
                    ps.setString(i++, method);
                }
                if (datasetId != null) {
                    ps.setLong(i, datasetId);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
            }
            return out;
        });
    }

    /** Tags (each required), box categories (any or all) and measure ranges, for a sample row s or candidate row k. */
    private static void curationConditions(CurationFilter cf, boolean candidates, List<Object> args, StringBuilder sql) {
        for (String tag : cf.tags()) {
            sql.append(candidates ? " AND EXISTS (SELECT 1 FROM tags t WHERE t.candidate_id = k.id AND t.tag = ?)"
                    : " AND EXISTS (SELECT 1 FROM tags t WHERE t.sample_id = s.id AND t.tag = ?)");
            args.add(tag);
        }
        if (!cf.categories().isEmpty()) {
            String in = String.join(", ", java.util.Collections.nCopies(cf.categories().size(), "?"));
            String names = candidates
                    ? "SELECT DISTINCT json_extract(j.value, '$.category') FROM json_each(k.boxes_json) j "
                            + "WHERE json_extract(j.value, '$.category') IN (" + in + ")"
                    : "SELECT DISTINCT g.name FROM boxes b JOIN categories g ON g.id = b.category_id "
                            + "WHERE b.sample_id = s.id AND g.name IN (" + in + ")";
            sql.append(cf.allCategories() ? " AND (SELECT COUNT(*) FROM (" + names + ")) = " + cf.categories().size()
                    : " AND EXISTS (" + names + ")");
            args.addAll(cf.categories());
        }
        for (CurationFilter.Range r : cf.ranges()) {
            // BETWEEN evaluates the measure once (some are subqueries); an open upper edge is the double just below it.
            sql.append(" AND ").append(r.measure().sql(candidates)).append(" BETWEEN ? AND ?");
            args.add(r.from());
            args.add(r.toIncluded() ? r.to() : Math.nextDown(r.to()));
        }
    }

    private static void commonSampleConditions(ItemFilter f, List<Object> args, StringBuilder sql, String alias) {
        if (f.datasetId() != null) {
            sql.append(" AND ").append(alias).append(".dataset_id = ?");
            args.add(f.datasetId());
        }
        if (f.split() != null) {
            sql.append(" AND ").append(alias).append(".split = ?");
            args.add(f.split());
        }
    }

    static void bind(PreparedStatement ps, List<Object> args) throws SQLException {
        for (int i = 0; i < args.size(); i++) {
            ps.setObject(i + 1, args.get(i));
        }
    }
}
