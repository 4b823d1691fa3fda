package org.pairlab.project;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Datasets of a project: listing them and writing a whole import in one transaction. */
public final class Datasets {
    private final Project project;

    Datasets(Project project) {
        this.project = project;
    }

    /** All datasets in import order. */
    public List<Dataset> list() {
        return project.read(c -> {
            List<Dataset> out = new ArrayList<>();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT id, name, root, format, imported_at, report_json FROM datasets ORDER BY id")) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
            return out;
        });
    }

    public Optional<Dataset> get(long id) {
        return list().stream().filter(d -> d.id() == id).findFirst();
    }

    public Optional<Dataset> byName(String name) {
        return list().stream().filter(d -> d.name().equals(name)).findFirst();
    }

    /** The annotation files (or folder) a dataset was read from, absolute where recorded so. */
    public List<Path> sourceFiles(long datasetId) {
        String json = project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT source_files FROM datasets WHERE id = ?")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? rs.getString(1) : null;
                }
            }
        });
        List<Path> out = new ArrayList<>();
        if (json == null || json.isBlank()) {
            return out;
        }
        try {
            for (var n : Json.MAPPER.readTree(json)) {
                out.add(Path.of(n.asText()).toAbsolutePath().normalize());
            }
        } catch (java.io.IOException | RuntimeException e) {
            throw new StoreException("Dataset " + datasetId + " has an unreadable source_files value: " + e.getMessage(), e);
        }
        return out;
    }

    /** Categories of a dataset, by name. */
    /** The caption style of a dataset (e.g. "humorous"), empty for factual captions. */
    public Optional<String> style(long datasetId) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT style FROM datasets WHERE id = ?")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.ofNullable(rs.getString(1)) : Optional.empty();
                }
            }
        });
    }

    /** Sets (or clears, with null) the caption style of a dataset. */
    public void setStyle(long datasetId, String style) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE datasets SET style = ? WHERE id = ?")) {
                ps.setString(1, style == null || style.isBlank() ? null : style.strip());
                ps.setLong(2, datasetId);
                if (ps.executeUpdate() == 0) {
                    throw new StoreException("There is no dataset with id " + datasetId + ".");
                }
            }
            return null;
        });
    }

    public List<Category> categories(long datasetId) {
        return project.read(c -> {
            List<Category> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT id, dataset_id, external_id, name, supercategory FROM categories WHERE dataset_id = ? ORDER BY COALESCE(external_id, id)")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        int ext = rs.getInt(3);
                        out.add(new Category(rs.getLong(1), rs.getLong(2), rs.wasNull() ? null : ext, rs.getString(4),
                                rs.getString(5)));
                    }
                }
            }
            return out;
        });
    }

    private static Dataset map(ResultSet rs) throws SQLException {
        return new Dataset(rs.getLong(1), rs.getString(2), Path.of(rs.getString(3)), rs.getString(4), rs.getString(5),
                rs.getString(6));
    }

    /** Writes a dataset with all its samples, captions and boxes as one transaction; returns its id. */
    public long insert(NewDataset d) {
        if (byName(d.name()).isPresent()) {
            throw new StoreException("The project already has a dataset named '" + d.name() + "'; choose another name.");
        }
        return project.write(c -> insert(c, d));
    }

    private static long insert(Connection c, NewDataset d) throws SQLException {
        long datasetId;
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO datasets (name, root, format, source_files, imported_at, report_json) VALUES (?,?,?,?,?,?)",
                Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, d.name());
            ps.setString(2, d.root().toAbsolutePath().normalize().toString());
            ps.setString(3, d.format());
            // Absolute, so an export can later refuse to write over them wherever it is started from.
            ps.setString(4, Json.write(d.sourceFiles().stream()
                    .map(f -> Path.of(f).toAbsolutePath().normalize().toString()).toList()));
            ps.setString(5, Instant.now().toString());
            ps.setString(6, d.reportJson());
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                datasetId = keys.getLong(1);
            }
        }
        Map<String, Long> categoryIds = new HashMap<>();
        long nextCategory = maxId(c, "categories") + 1;
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO categories (id, dataset_id, external_id, name, supercategory) VALUES (?,?,?,?,?)")) {
            for (NewCategory cat : d.categories()) {
                if (categoryIds.containsKey(cat.name())) {
                    continue;
                }
                long id = nextCategory++;
                categoryIds.put(cat.name(), id);
                ps.setLong(1, id);
                ps.setLong(2, datasetId);
                if (cat.externalId() == null) {
                    ps.setNull(3, Types.INTEGER);
                } else {
                    ps.setInt(3, cat.externalId());
                }
                ps.setString(4, cat.name());
                ps.setString(5, cat.supercategory());
                ps.addBatch();
            }
            ps.executeBatch();
        }
        // Ids are assigned here rather than read back, so rows can be sent in batches.
        long nextSample = maxId(c, "samples") + 1;
        long nextCaption = maxId(c, "captions") + 1;
        long firstCaption = nextCaption;
        long nextBox = maxId(c, "boxes") + 1;
        // The full-text index is filled in one statement after the rows, not by the per-row trigger: about six
        // times less work for SQLite. Dropping the trigger is part of this transaction, so a failed import restores it.
        String fullTextTrigger = triggerSql(c, FULL_TEXT_TRIGGER);
        if (fullTextTrigger != null) {
            try (Statement s = c.createStatement()) {
                s.execute("DROP TRIGGER " + FULL_TEXT_TRIGGER);
            }
        }
        try (PreparedStatement sp = c.prepareStatement(
                "INSERT INTO samples (id, dataset_id, external_id, path, width, height, checksum, split) VALUES (?,?,?,?,?,?,?,?)");
             PreparedStatement cp = c.prepareStatement(
                     "INSERT INTO captions (id, sample_id, external_id, position, text) VALUES (?,?,?,?,?)");
             PreparedStatement bp = c.prepareStatement(
                     "INSERT INTO boxes (id, sample_id, category_id, external_id, x, y, w, h, score, source, crowd) VALUES (?,?,?,?,?,?,?,?,?,?,?)")) {
            int pending = 0;
            for (NewSample s : d.samples()) {
                long sampleId = nextSample++;
                sp.setLong(1, sampleId);
                sp.setLong(2, datasetId);
                sp.setString(3, s.externalId());
                sp.setString(4, s.path());
                sp.setInt(5, s.width());
                sp.setInt(6, s.height());
                sp.setString(7, s.checksum());
                sp.setString(8, s.split());
                sp.addBatch();
                int position = 0;
                for (NewCaption cap : s.captions()) {
                    cp.setLong(1, nextCaption++);
                    cp.setLong(2, sampleId);
                    cp.setString(3, cap.externalId());
                    cp.setInt(4, position++);
                    cp.setString(5, cap.text());
                    cp.addBatch();
                }
                for (NewBox b : s.boxes()) {
                    Long categoryId = categoryIds.get(b.category());
                    if (categoryId == null) {
                        categoryId = nextCategory++;
                        categoryIds.put(b.category(), categoryId);
                        try (PreparedStatement cat = c.prepareStatement(
                                "INSERT INTO categories (id, dataset_id, name) VALUES (?,?,?)")) {
                            cat.setLong(1, categoryId);
                            cat.setLong(2, datasetId);
                            cat.setString(3, b.category());
                            cat.executeUpdate();
                        }
                    }
                    bp.setLong(1, nextBox++);
                    bp.setLong(2, sampleId);
                    bp.setLong(3, categoryId);
                    bp.setString(4, b.externalId());
                    bp.setDouble(5, b.x());
                    bp.setDouble(6, b.y());
                    bp.setDouble(7, b.w());
                    bp.setDouble(8, b.h());
                    if (b.score() == null) {
                        bp.setNull(9, Types.REAL);
                    } else {
                        bp.setDouble(9, b.score());
                    }
                    bp.setString(10, b.source().db());
                    bp.setInt(11, b.crowd() ? 1 : 0);
                    bp.addBatch();
                }
                if (++pending == 2000) {
                    sp.executeBatch();
                    cp.executeBatch();
                    bp.executeBatch();
                    pending = 0;
                }
            }
            sp.executeBatch();
            cp.executeBatch();
            bp.executeBatch();
        }
        if (fullTextTrigger != null) {
            try (PreparedStatement fill = c.prepareStatement(
                    "INSERT INTO captions_fts (rowid, text) SELECT id, text FROM captions WHERE id >= ?");
                 Statement s = c.createStatement()) {
                fill.setLong(1, firstCaption);
                fill.executeUpdate();
                s.execute(fullTextTrigger);
            }
        }
        return datasetId;
    }

    /** The trigger that keeps the captions' full-text index current on single inserts (schema V1). */
    static final String FULL_TEXT_TRIGGER = "captions_ai";

    /** The CREATE statement of a trigger as stored in the schema, or null when there is no such trigger. */
    static String triggerSql(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    static long maxId(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COALESCE(MAX(id), 0) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
