package org.pairlab.project;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
        return insertStreamed(new DatasetHeader(d.name(), d.root(), d.format(), d.sourceFiles()), w -> {
            w.addCategories(d.categories());
            for (NewSample s : d.samples()) {
                long sampleId = w.addSample(s.externalId(), s.path(), s.width(), s.height(), s.checksum(), s.split());
                int position = 0;
                for (NewCaption cap : s.captions()) {
                    w.addCaption(sampleId, cap.externalId(), position++, cap.text());
                }
                for (NewBox b : s.boxes()) {
                    w.addBox(sampleId, b);
                }
            }
            return d.reportJson();
        });
    }

    /**
     * Writes a dataset whose rows are made while its source is read ({@code rows} is called inside the transaction),
     * as one transaction: the dataset row first, then the rows, then the report {@code rows} returns. Nothing is left
     * in the project when {@code rows} throws. Returns the dataset's id.
     */
    public long insertStreamed(DatasetHeader d, DatasetRows rows) {
        if (byName(d.name()).isPresent()) {
            throw new StoreException("The project already has a dataset named '" + d.name() + "'; choose another name.");
        }
        return project.write(c -> {
            try {
                return insert(c, d, rows);
            } catch (DatasetRowWriter.RowWriteFailure e) {
                throw e.sql();
            }
        });
    }

    private static long insert(Connection c, DatasetHeader d, DatasetRows rows) throws SQLException {
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
            ps.setString(6, "{}");
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                datasetId = keys.getLong(1);
            }
        }
        // The full-text index is filled in one statement after the rows, not by the per-row trigger: about six
        // times less work for SQLite. Dropping the trigger is part of this transaction, so a failed import restores it.
        String fullTextTrigger = triggerSql(c, FULL_TEXT_TRIGGER);
        if (fullTextTrigger != null) {
            try (Statement s = c.createStatement()) {
                s.execute("DROP TRIGGER " + FULL_TEXT_TRIGGER);
            }
        }
        DatasetRowWriter writer = new DatasetRowWriter(c, datasetId);
        String report;
        try {
            report = rows.write(writer);
            writer.flush();
        } finally {
            writer.close();
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE datasets SET report_json = ? WHERE id = ?")) {
            ps.setString(1, report);
            ps.setLong(2, datasetId);
            ps.executeUpdate();
        }
        if (fullTextTrigger != null) {
            try (PreparedStatement fill = c.prepareStatement(
                    "INSERT INTO captions_fts (rowid, text) SELECT id, text FROM captions WHERE id >= ?");
                 Statement s = c.createStatement()) {
                fill.setLong(1, writer.firstCaptionId());
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
