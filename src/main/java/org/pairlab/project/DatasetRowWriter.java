package org.pairlab.project;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes one dataset's categories, samples, captions and boxes as they come, in batches, inside the import's one
 * transaction. Ids are assigned here rather than read back, so rows can be sent in batches; a sample's id is known as
 * soon as it is added, so its captions and boxes may follow at any later time.
 */
public final class DatasetRowWriter {
    /** Rows sent to SQLite at once; samples are sent before the captions and boxes that refer to them. */
    private static final int BATCH = 4096;

    private final Connection connection;
    private final long datasetId;
    private final PreparedStatement samples;
    private final PreparedStatement captions;
    private final PreparedStatement boxes;
    private final Map<String, Long> categoryIds = new HashMap<>();
    private long nextCategory;
    private long nextSample;
    private long nextCaption;
    private long nextBox;
    private int pending;
    private int sampleCount;
    private int captionCount;
    private int boxCount;

    DatasetRowWriter(Connection c, long datasetId) throws SQLException {
        this.connection = c;
        this.datasetId = datasetId;
        this.nextCategory = Datasets.maxId(c, "categories") + 1;
        this.nextSample = Datasets.maxId(c, "samples") + 1;
        this.nextCaption = Datasets.maxId(c, "captions") + 1;
        this.nextBox = Datasets.maxId(c, "boxes") + 1;
        this.samples = c.prepareStatement("INSERT INTO samples (id, dataset_id, external_id, path, width, height, checksum,"
                + " split) VALUES (?,?,?,?,?,?,?,?)");
        this.captions = c.prepareStatement("INSERT INTO captions (id, sample_id, external_id, position, text)"
                + " VALUES (?,?,?,?,?)");
        this.boxes = c.prepareStatement(BoxRows.INSERT);
    }

    /** The first caption id this writer gives (the full-text index is filled from it on). */
    long firstCaptionId() {
        return nextCaption - captionCount;
    }

    /** The dataset being written. */
    public long datasetId() {
        return datasetId;
    }

    /** Writes categories (a name already written is skipped); boxes name their category. */
    public void addCategories(List<NewCategory> list) {
        try (PreparedStatement ps = connection.prepareStatement(
                "INSERT INTO categories (id, dataset_id, external_id, name, supercategory) VALUES (?,?,?,?,?)")) {
            for (NewCategory cat : list) {
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
        } catch (SQLException e) {
            throw new RowWriteFailure(e);
        }
    }

    /** Writes a sample row (captions and boxes come separately) and returns its id. */
    public long addSample(String externalId, String path, int width, int height, String checksum, String split) {
        long id = nextSample++;
        try {
            samples.setLong(1, id);
            samples.setLong(2, datasetId);
            samples.setString(3, externalId);
            samples.setString(4, path);
            samples.setInt(5, width);
            samples.setInt(6, height);
            samples.setString(7, checksum);
            samples.setString(8, split);
            samples.addBatch();
        } catch (SQLException e) {
            throw new RowWriteFailure(e);
        }
        sampleCount++;
        counted();
        return id;
    }

    /** Writes a caption of a sample added before, at {@code position} among its captions. */
    public void addCaption(long sampleId, String externalId, int position, String text) {
        try {
            captions.setLong(1, nextCaption++);
            captions.setLong(2, sampleId);
            captions.setString(3, externalId);
            captions.setInt(4, position);
            captions.setString(5, text);
            captions.addBatch();
        } catch (SQLException e) {
            throw new RowWriteFailure(e);
        }
        captionCount++;
        counted();
    }

    /** Writes a box of a sample added before; a category not written yet is added by name. */
    public void addBox(long sampleId, NewBox b) {
        try {
            Long categoryId = categoryIds.get(b.category());
            if (categoryId == null) {
                categoryId = nextCategory++;
                categoryIds.put(b.category(), categoryId);
                try (PreparedStatement cat = connection.prepareStatement(
                        "INSERT INTO categories (id, dataset_id, name) VALUES (?,?,?)")) {
                    cat.setLong(1, categoryId);
                    cat.setLong(2, datasetId);
                    cat.setString(3, b.category());
                    cat.executeUpdate();
                }
            }
            BoxRows.bind(boxes, nextBox++, sampleId, categoryId, b.externalId(), b.x(), b.y(), b.w(), b.h(), b.score(),
                    b.source(), b.crowd());
            boxes.addBatch();
        } catch (SQLException e) {
            throw new RowWriteFailure(e);
        }
        boxCount++;
        counted();
    }

    /** Samples, captions and boxes written so far. */
    public int samples() {
        return sampleCount;
    }

    public int captions() {
        return captionCount;
    }

    public int boxes() {
        return boxCount;
    }

    private void counted() {
        if (++pending == BATCH) {
            flush();
        }
    }

    /** Sends the pending rows: samples first, since captions and boxes refer to them. */
    void flush() {
        try {
            samples.executeBatch();
            captions.executeBatch();
            boxes.executeBatch();
        } catch (SQLException e) {
            throw new RowWriteFailure(e);
        }
        pending = 0;
    }

    void close() throws SQLException {
        try (samples; captions; boxes) {
            // closes the three statements, the first failure reported
        }
    }

    /** A failed write carried out of the row callbacks, which do not see SQL types; unwrapped by {@link Datasets}. */
    static final class RowWriteFailure extends RuntimeException {
        RowWriteFailure(SQLException cause) {
            super(cause);
        }

        SQLException sql() {
            return (SQLException) getCause();
        }
    }
}
