package org.pairlab.project;

import com.fasterxml.jackson.core.type.TypeReference;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Edits of source samples' boxes (add, move or resize, relabel, delete) with history and undo. Each edit is one
 * transaction that also marks every candidate made from the sample stale, so it is re-rendered with the new boxes.
 * Only the project's copy of the boxes changes; the dataset's files are never touched.
 */
public final class BoxEdits {
    private static final String EDIT_COLUMNS = "id, sample_id, box_id, action, before_json, after_json, edited_at, undone_at";
    private static final String STALE_COLUMNS = "candidate_id, box_edit_id, earlier_status, earlier_details, earlier_boxes, "
            + "marked_at, refreshed_at, refresh_note";
    /** The review note a re-rendered candidate's return to pending carries. */
    public static final String REFRESH_NOTE = "source boxes edited; re-rendered";
    private final Project project;

    BoxEdits(Project project) {
        this.project = project;
    }

    /** Adds a box the reviewer drew on a source sample. */
    public BoxEdit add(long sampleId, String category, double x, double y, double w, double h) {
        return project.write(c -> {
            SampleSize size = size(c, sampleId);
            checkGeometry(size, x, y, w, h);
            long categoryId = category(c, size.datasetId, category);
            long boxId = Datasets.maxId(c, "boxes") + 1;
            Box after = new Box(boxId, category.strip(), x, y, w, h, null, BoxSource.DRAWN, false);
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO boxes (id, sample_id, category_id, x, y, w, h, source) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, 'drawn')")) {
                ps.setLong(1, boxId);
                ps.setLong(2, sampleId);
                ps.setLong(3, categoryId);
                ps.setDouble(4, x);
                ps.setDouble(5, y);
                ps.setDouble(6, w);
                ps.setDouble(7, h);
                ps.executeUpdate();
            }
            return record(c, sampleId, boxId, BoxEdit.Action.ADD, null, new Stored(after, null));
        });
    }

    /** Moves or resizes a box to {@code x, y, w, h} (pixels, top-left origin). */
    public BoxEdit move(long boxId, double x, double y, double w, double h) {
        return project.write(c -> {
            Located box = locate(c, boxId);
            checkGeometry(size(c, box.sampleId), x, y, w, h);
            Box b = box.stored.box;
            Box after = new Box(b.id(), b.category(), x, y, w, h, b.score(), b.source(), b.crowd());
            try (PreparedStatement ps = c.prepareStatement("UPDATE boxes SET x = ?, y = ?, w = ?, h = ? WHERE id = ?")) {
                ps.setDouble(1, x);
                ps.setDouble(2, y);
                ps.setDouble(3, w);
                ps.setDouble(4, h);
                ps.setLong(5, boxId);
                ps.executeUpdate();
            }
            return record(c, box.sampleId, boxId, BoxEdit.Action.MOVE, box.stored, new Stored(after, box.stored.externalId));
        });
    }

    /** Gives a box another category (created in the sample's dataset when new). */
    public BoxEdit relabel(long boxId, String category) {
        return project.write(c -> {
            Located box = locate(c, boxId);
            long categoryId = category(c, size(c, box.sampleId).datasetId, category);
            Box b = box.stored.box;
            Box after = new Box(b.id(), category.strip(), b.x(), b.y(), b.w(), b.h(), b.score(), b.source(), b.crowd());
            try (PreparedStatement ps = c.prepareStatement("UPDATE boxes SET category_id = ? WHERE id = ?")) {
                ps.setLong(1, categoryId);
                ps.setLong(2, boxId);
                ps.executeUpdate();
            }
            return record(c, box.sampleId, boxId, BoxEdit.Action.RELABEL, box.stored, new Stored(after, box.stored.externalId));
        });
    }

    /** Removes a box from the project's copy of the sample; undo puts it back with the same id. */
    public BoxEdit delete(long boxId) {
        return project.write(c -> {
            Located box = locate(c, boxId);
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM boxes WHERE id = ?")) {
                ps.setLong(1, boxId);
                ps.executeUpdate();
            }
            return record(c, box.sampleId, boxId, BoxEdit.Action.DELETE, box.stored, null);
        });
    }

    /**
     * Undoes the newest edit of a sample's boxes not yet undone: the box is put back as it was and the sample's
     * candidates are marked stale again. Empty when there is nothing to undo.
     */
    public Optional<BoxEdit> undoLast(long sampleId) {
        return project.write(c -> {
            Optional<Row> last = rows(c, "WHERE sample_id = " + sampleId + " AND undone_at IS NULL ORDER BY id DESC LIMIT 1")
                    .stream().findFirst();
            if (last.isEmpty()) {
                return Optional.<BoxEdit>empty();
            }
            Row row = last.get();
            String now = Instant.now().toString();
            if (row.before == null) {
                try (PreparedStatement ps = c.prepareStatement("DELETE FROM boxes WHERE id = ?")) {
                    ps.setLong(1, row.edit.boxId());
                    ps.executeUpdate();
                }
            } else {
                restore(c, sampleId, row.before);
            }
            try (PreparedStatement ps = c.prepareStatement("UPDATE box_edits SET undone_at = ? WHERE id = ?")) {
                ps.setString(1, now);
                ps.setLong(2, row.edit.id());
                ps.executeUpdate();
            }
            markStale(c, sampleId, row.edit.id(), now);
            BoxEdit e = row.edit;
            return Optional.of(new BoxEdit(e.id(), e.sampleId(), e.boxId(), e.action(), e.before(), e.after(), e.editedAt(), now));
        });
    }

    /** Every edit of a sample's boxes, oldest first, undone ones included. */
    public List<BoxEdit> history(long sampleId) {
        return project.read(c -> rows(c, "WHERE sample_id = " + sampleId + " ORDER BY id").stream().map(r -> r.edit).toList());
    }

    /** Candidates waiting to be re-rendered after their source boxes changed, in candidate order. */
    public List<StaleCandidate> waiting() {
        return project.read(c -> stale(c, "WHERE refreshed_at IS NULL ORDER BY candidate_id"));
    }

    /** The stale mark of a candidate (waiting or already re-rendered), if its source boxes were ever edited. */
    public Optional<StaleCandidate> staleMark(long candidateId) {
        return project.read(c -> stale(c, "WHERE candidate_id = " + candidateId).stream().findFirst());
    }

    /**
     * Stores a stale candidate re-rendered with its sample's current boxes: its recipe details and boxes are
     * replaced, and a decided candidate goes back to pending through a review (so the earlier decision stays in the
     * history and in its stale mark). One transaction.
     */
    public void refreshed(long candidateId, Map<String, Object> details, List<Box> boxes) {
        project.write(c -> {
            Candidate k = Candidates.get(c, candidateId)
                    .orElseThrow(() -> new StoreException("There is no candidate with id " + candidateId + "."));
            Recipe r = k.recipe();
            Recipe updated = new Recipe(r.method(), r.params(), r.seed(), r.sourceSampleIds(), r.modelChecksums(), details);
            String key = Candidates.recipeKey(new NewCandidate(k.sampleId(), updated, k.captions(), boxes, k.width(),
                    k.height(), k.score(), k.runId()));
            try (PreparedStatement ps = c.prepareStatement("UPDATE candidates SET details_json = ?, boxes_json = ?, "
                    + "recipe_key = CASE WHEN EXISTS (SELECT 1 FROM candidates o WHERE o.recipe_key = ? AND o.id <> ?) "
                    + "THEN NULL ELSE ? END WHERE id = ?")) {
                // Another candidate with the very same recipe keeps the key; this one then has none (as old rows).
                ps.setString(1, Json.write(updated.details()));
                ps.setString(2, Json.write(boxes));
                ps.setString(3, key);
                ps.setLong(4, candidateId);
                ps.setString(5, key);
                ps.setLong(6, candidateId);
                ps.executeUpdate();
            }
            if (k.status() != ReviewStatus.PENDING) {
                Reviews.decide(c, ItemRef.candidate(candidateId), Decision.UNDECIDED, REFRESH_NOTE);
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE stale_candidates SET refreshed_at = ?, refresh_note = NULL WHERE candidate_id = ?")) {
                ps.setString(1, Instant.now().toString());
                ps.setLong(2, candidateId);
                ps.executeUpdate();
            }
            return null;
        });
    }

    /** Notes why a stale candidate could not be re-rendered; it stays waiting. */
    public void refreshFailed(long candidateId, String why) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE stale_candidates SET refresh_note = ? WHERE candidate_id = ?")) {
                ps.setString(1, why);
                ps.setLong(2, candidateId);
                ps.executeUpdate();
            }
            return null;
        });
    }

    private BoxEdit record(Connection c, long sampleId, long boxId, BoxEdit.Action action, Stored before, Stored after)
            throws SQLException {
        String now = Instant.now().toString();
        long id;
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO box_edits (sample_id, box_id, action, before_json, "
                + "after_json, edited_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            ps.setLong(1, sampleId);
            ps.setLong(2, boxId);
            ps.setString(3, action.db());
            ps.setString(4, before == null ? null : before.json());
            ps.setString(5, after == null ? null : after.json());
            ps.setString(6, now);
            ps.executeUpdate();
        }
        try (var s = c.createStatement(); var rs = s.executeQuery("SELECT last_insert_rowid()")) {
            rs.next();
            id = rs.getLong(1);
        }
        markStale(c, sampleId, id, now);
        return new BoxEdit(id, sampleId, boxId, action, before == null ? null : before.box, after == null ? null : after.box,
                now, null);
    }

    /**
     * Marks every candidate made from the sample (as its own sample or as a source, e.g. a CutSwap patch) stale. A
     * candidate already waiting keeps the state the reviewer judged; one re-rendered before is marked afresh, keeping
     * its earlier decision when it has not been reviewed again since.
     */
    private static void markStale(Connection c, long sampleId, long editId, String now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO stale_candidates (candidate_id, box_edit_id, "
                + "earlier_status, earlier_details, earlier_boxes, marked_at) "
                + "SELECT k.id, ?, k.status, k.details_json, k.boxes_json, ? FROM candidates k "
                + "WHERE k.sample_id = ? OR EXISTS (SELECT 1 FROM json_each(k.source_sample_ids) j WHERE j.value = ?) "
                + "ON CONFLICT (candidate_id) DO UPDATE SET box_edit_id = excluded.box_edit_id, marked_at = excluded.marked_at, "
                + "earlier_status = CASE WHEN refreshed_at IS NULL OR excluded.earlier_status = 'pending' "
                + "  THEN earlier_status ELSE excluded.earlier_status END, "
                + "earlier_details = CASE WHEN refreshed_at IS NULL THEN earlier_details ELSE excluded.earlier_details END, "
                + "earlier_boxes = CASE WHEN refreshed_at IS NULL THEN earlier_boxes ELSE excluded.earlier_boxes END, "
                + "refreshed_at = NULL, refresh_note = NULL")) {
            ps.setLong(1, editId);
            ps.setString(2, now);
            ps.setLong(3, sampleId);
            ps.setLong(4, sampleId);
            ps.executeUpdate();
        }
    }

    private static void restore(Connection c, long sampleId, Stored s) throws SQLException {
        Box b = s.box;
        long categoryId = category(c, size(c, sampleId).datasetId, b.category());
        try (PreparedStatement ps = c.prepareStatement(BoxRows.INSERT + " ON CONFLICT (id) DO UPDATE SET "
                + "category_id = excluded.category_id, x = excluded.x, y = excluded.y, w = excluded.w, h = excluded.h")) {
            BoxRows.bind(ps, b.id(), sampleId, categoryId, s.externalId, b.x(), b.y(), b.w(), b.h(), b.score(), b.source(),
                    b.crowd());
            ps.executeUpdate();
        }
    }

    private record SampleSize(long datasetId, int width, int height, long sampleId) {
    }

    private static SampleSize size(Connection c, long sampleId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT dataset_id, width, height FROM samples WHERE id = ?")) {
            ps.setLong(1, sampleId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new StoreException("There is no sample with id " + sampleId + ".");
                }
                return new SampleSize(rs.getLong(1), rs.getInt(2), rs.getInt(3), sampleId);
            }
        }
    }

    private static void checkGeometry(SampleSize s, double x, double y, double w, double h) {
        if (!(w >= 1 && h >= 1)) {
            throw new IllegalArgumentException("A box of sample " + s.sampleId + " must be at least 1x1 pixel (got "
                    + w + "x" + h + ").");
        }
        // Text-only samples are 0x0: there is no image to draw on.
        if (x < 0 || y < 0 || x + w > s.width + 1e-9 || y + h > s.height + 1e-9) {
            throw new IllegalArgumentException("Box [" + x + ", " + y + ", " + w + ", " + h + "] leaves the " + s.width + "x"
                    + s.height + " image of sample " + s.sampleId + ".");
        }
    }

    private static long category(Connection c, long datasetId, String name) throws SQLException {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("A box needs a category.");
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO categories (dataset_id, name) VALUES (?, ?)")) {
            ps.setLong(1, datasetId);
            ps.setString(2, name.strip());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM categories WHERE dataset_id = ? AND name = ?")) {
            ps.setLong(1, datasetId);
            ps.setString(2, name.strip());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** A box with what is needed to put it back exactly (its external id from the dataset). */
    private record Stored(Box box, String externalId) {
        String json() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("box", box);
            m.put("external_id", externalId);
            return Json.write(m);
        }

        static Stored parse(String json) {
            if (json == null) {
                return null;
            }
            Map<String, Object> m = Json.read(json, new TypeReference<Map<String, Object>>() { });
            return new Stored(Json.MAPPER.convertValue(m.get("box"), Box.class), (String) m.get("external_id"));
        }
    }

    private record Located(long sampleId, Stored stored) {
    }

    private static Located locate(Connection c, long boxId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT b.sample_id, " + BoxRows.COLUMNS + ", b.external_id FROM "
                + BoxRows.FROM + " WHERE b.id = ?")) {
            ps.setLong(1, boxId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new StoreException("There is no box with id " + boxId + ".");
                }
                return new Located(rs.getLong(1), new Stored(BoxRows.read(rs, 2), rs.getString(11)));
            }
        }
    }

    private record Row(BoxEdit edit, Stored before) {
    }

    private static List<Row> rows(Connection c, String where) throws SQLException {
        List<Row> out = new ArrayList<>();
        try (var s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT " + EDIT_COLUMNS + " FROM box_edits " + where)) {
            while (rs.next()) {
                Stored before = Stored.parse(rs.getString(5));
                Stored after = Stored.parse(rs.getString(6));
                BoxEdit e = new BoxEdit(rs.getLong(1), rs.getLong(2), rs.getLong(3), BoxEdit.Action.fromDb(rs.getString(4)),
                        before == null ? null : before.box, after == null ? null : after.box, rs.getString(7), rs.getString(8));
                out.add(new Row(e, before));
            }
        }
        return out;
    }

    private static List<StaleCandidate> stale(Connection c, String where) throws SQLException {
        List<StaleCandidate> out = new ArrayList<>();
        try (var s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT " + STALE_COLUMNS + " FROM stale_candidates " + where)) {
            while (rs.next()) {
                out.add(new StaleCandidate(rs.getLong(1), rs.getLong(2), ReviewStatus.fromDb(rs.getString(3)),
                        Json.read(rs.getString(4), new TypeReference<Map<String, Object>>() { }),
                        Json.read(rs.getString(5), new TypeReference<List<Box>>() { }), rs.getString(6), rs.getString(7),
                        rs.getString(8)));
            }
        }
        return out;
    }
}
