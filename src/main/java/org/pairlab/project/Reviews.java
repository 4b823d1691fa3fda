package org.pairlab.project;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Review decisions with full history; every decision can be undone. */
public final class Reviews {
    private final Project project;

    Reviews(Project project) {
        this.project = project;
    }

    /** Records a decision on one item. */
    public Review decide(ItemRef item, Decision decision, String note) {
        return project.write(c -> decide(c, item, decision, note));
    }

    /** Records the same decision on many items as one transaction; returns how many were recorded. */
    public int decideAll(Collection<ItemRef> items, Decision decision, String note) {
        return project.write(c -> {
            for (ItemRef item : items) {
                decide(c, item, decision, note);
            }
            return items.size();
        });
    }

    /**
     * Records the same decision on many items as ONE review step (a bulk accept or reject in the workbench): every
     * review carries the batch's note {@code batch:<id>}, and {@link #undoLast()} undoes the whole batch at once.
     */
    public ReviewBatch decideBatch(Collection<ItemRef> items, Decision decision) {
        String note = ReviewBatch.PREFIX + java.util.UUID.randomUUID();
        String now = Instant.now().toString();
        // Set-based through a temporary table: "select all" may hold a hundred thousand items, and one statement per
        // item took 10 s for 120k on the UI thread.
        int n = project.write(c -> {
            try (var st = c.createStatement()) {
                st.execute("CREATE TEMP TABLE IF NOT EXISTS review_batch (ord INTEGER PRIMARY KEY, sample_id INTEGER, candidate_id INTEGER)");
                st.execute("DELETE FROM temp.review_batch");
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO temp.review_batch (ord, sample_id, candidate_id) VALUES (?,?,?)")) {
                int ord = 0;
                for (ItemRef item : items) {
                    ps.setInt(1, ord++);
                    ps.setObject(2, item.kind() == ItemKind.SAMPLE ? item.id() : null);
                    ps.setObject(3, item.kind() == ItemKind.CANDIDATE ? item.id() : null);
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            try (var st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT b.sample_id, b.candidate_id FROM temp.review_batch b "
                    + "LEFT JOIN samples s ON s.id = b.sample_id LEFT JOIN candidates k ON k.id = b.candidate_id "
                    + "WHERE s.id IS NULL AND k.id IS NULL LIMIT 1")) {
                if (rs.next()) {
                    long sample = rs.getLong(1);
                    boolean isSample = !rs.wasNull();
                    throw new StoreException("There is no " + (isSample ? "sample" : "candidate") + " with id "
                            + (isSample ? sample : rs.getLong(2)) + ".");
                }
            }
            int inserted;
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO reviews (sample_id, candidate_id, decision, previous, note, "
                    + "decided_at) SELECT b.sample_id, b.candidate_id, ?, COALESCE(s.status, k.status), ?, ? FROM temp.review_batch b "
                    + "LEFT JOIN samples s ON s.id = b.sample_id LEFT JOIN candidates k ON k.id = b.candidate_id ORDER BY b.ord")) {
                ps.setString(1, decision.db());
                ps.setString(2, note);
                ps.setString(3, now);
                inserted = ps.executeUpdate();
            }
            for (String table : List.of("samples", "candidates")) {
                String col = table.equals("samples") ? "sample_id" : "candidate_id";
                try (PreparedStatement ps = c.prepareStatement("UPDATE " + table + " SET status = ? WHERE id IN "
                        + "(SELECT " + col + " FROM temp.review_batch WHERE " + col + " IS NOT NULL)")) {
                    ps.setString(1, decision.result().db());
                    ps.executeUpdate();
                }
            }
            try (var st = c.createStatement()) {
                st.execute("DELETE FROM temp.review_batch");
            }
            return inserted;
        });
        return new ReviewBatch(note, decision, n);
    }

    static Review decide(Connection c, ItemRef item, Decision decision, String note) throws SQLException {
        String table = table(item);
        ReviewStatus previous;
        try (PreparedStatement ps = c.prepareStatement("SELECT status FROM " + table + " WHERE id = ?")) {
            ps.setLong(1, item.id());
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new StoreException("There is no " + item.kind().name().toLowerCase() + " with id " + item.id() + ".");
                }
                previous = ReviewStatus.fromDb(rs.getString(1));
            }
        }
        String now = Instant.now().toString();
        long id;
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO reviews (sample_id, candidate_id, decision, previous, note, decided_at) VALUES (?,?,?,?,?,?)")) {
            ps.setObject(1, item.kind() == ItemKind.SAMPLE ? item.id() : null);
            ps.setObject(2, item.kind() == ItemKind.CANDIDATE ? item.id() : null);
            ps.setString(3, decision.db());
            ps.setString(4, previous.db());
            ps.setString(5, note);
            ps.setString(6, now);
            ps.executeUpdate();
        }
        try (var s = c.createStatement(); var rs = s.executeQuery("SELECT last_insert_rowid()")) {
            rs.next();
            id = rs.getLong(1);
        }
        setStatus(c, item, decision.result());
        return new Review(id, item, decision, previous, note, now, null);
    }

    private static void setStatus(Connection c, ItemRef item, ReviewStatus status) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + table(item) + " SET status = ? WHERE id = ?")) {
            ps.setString(1, status.db());
            ps.setLong(2, item.id());
            ps.executeUpdate();
        }
    }

    private static String table(ItemRef item) {
        return item.kind() == ItemKind.SAMPLE ? "samples" : "candidates";
    }

    /**
     * Undoes the newest decision not yet undone, anywhere in the project; empty when there is none. When that decision
     * was part of a batch ({@link #decideBatch}), the whole batch is undone and the newest review of it is returned.
     */
    public Optional<Review> undoLast() {
        List<Review> step = undoLastStep();
        return step.isEmpty() ? Optional.empty() : Optional.of(step.get(0));
    }

    /**
     * Undoes the newest review step: one decision, or every still-open decision of the newest batch, in one
     * transaction. Returns the reviews undone, newest first; empty when there was nothing to undo.
     */
    public List<Review> undoLastStep() {
        return project.write(c -> {
            Optional<Review> last = query(c, "WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1");
            if (last.isEmpty()) {
                return List.<Review>of();
            }
            List<Review> step = last.get().batchNote()
                    ? openWithNote(c, last.get().note())
                    : List.of(last.get());
            undoAll(c, step);
            return step;
        });
    }

    private static List<Review> openWithNote(Connection c, String note) throws SQLException {
        List<Review> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id, sample_id, candidate_id, decision, previous, note, decided_at, "
                + "undone_at FROM reviews WHERE undone_at IS NULL AND note = ? ORDER BY id DESC")) {
            ps.setString(1, note);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(row(rs));
                }
            }
        }
        return out;
    }

    /** Undoes many reviews set-based through a temporary table (a bulk step may hold 100k reviews). */
    private static void undoAll(Connection c, List<Review> reviews) throws SQLException {
        try (var st = c.createStatement()) {
            st.execute("CREATE TEMP TABLE IF NOT EXISTS review_undo (review_id INTEGER PRIMARY KEY, sample_id INTEGER, "
                    + "candidate_id INTEGER, previous TEXT NOT NULL)");
            st.execute("CREATE INDEX IF NOT EXISTS temp.review_undo_sample ON review_undo (sample_id)");
            st.execute("CREATE INDEX IF NOT EXISTS temp.review_undo_candidate ON review_undo (candidate_id)");
            st.execute("DELETE FROM temp.review_undo");
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO temp.review_undo VALUES (?,?,?,?)")) {
            for (Review r : reviews) {
                ps.setLong(1, r.id());
                ps.setObject(2, r.item().kind() == ItemKind.SAMPLE ? r.item().id() : null);
                ps.setObject(3, r.item().kind() == ItemKind.CANDIDATE ? r.item().id() : null);
                ps.setString(4, r.previous().db());
                ps.addBatch();
            }
            ps.executeBatch();
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE reviews SET undone_at = ? WHERE id IN (SELECT review_id FROM temp.review_undo)")) {
            ps.setString(1, Instant.now().toString());
            ps.executeUpdate();
        }
        try (var st = c.createStatement()) {
            for (String table : List.of("samples", "candidates")) {
                String col = table.equals("samples") ? "sample_id" : "candidate_id";
                // The oldest undone review of an item holds the status it had before the step.
                st.executeUpdate("UPDATE " + table + " SET status = (SELECT u.previous FROM temp.review_undo u WHERE u." + col
                        + " = " + table + ".id ORDER BY u.review_id LIMIT 1) WHERE id IN (SELECT " + col
                        + " FROM temp.review_undo WHERE " + col + " IS NOT NULL)");
            }
            st.execute("DELETE FROM temp.review_undo");
        }
    }

    /** Undoes the newest decision on one item. */
    public Optional<Review> undoLast(ItemRef item) {
        return project.write(c -> {
            String col = item.kind() == ItemKind.SAMPLE ? "sample_id" : "candidate_id";
            Optional<Review> last = query(c, "WHERE undone_at IS NULL AND " + col + " = " + item.id()
                    + " ORDER BY id DESC LIMIT 1");
            if (last.isPresent()) {
                undo(c, last.get());
            }
            return last;
        });
    }

    /**
     * Undoes every decision recorded with {@code note} that is still its item's newest decision (a bulk action such
     * as a filter's rejections), as one transaction; returns how many were undone.
     */
    public int undoAllWithNote(String note) {
        return project.write(c -> {
            List<Long> ids = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT r.id FROM reviews r WHERE r.undone_at IS NULL AND r.note = ? "
                    + "AND r.id = (SELECT MAX(q.id) FROM reviews q WHERE q.undone_at IS NULL "
                    + "AND q.sample_id IS r.sample_id AND q.candidate_id IS r.candidate_id)")) {
                ps.setString(1, note);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getLong(1));
                    }
                }
            }
            for (long id : ids) {
                undo(c, list(c, "WHERE id = " + id).get(0));
            }
            return ids.size();
        });
    }

    private static void undo(Connection c, Review r) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE reviews SET undone_at = ? WHERE id = ?")) {
            ps.setString(1, Instant.now().toString());
            ps.setLong(2, r.id());
            ps.executeUpdate();
        }
        setStatus(c, r.item(), r.previous());
    }

    /** The full decision history of one item, oldest first, undone ones included. */
    public List<Review> history(ItemRef item) {
        String col = item.kind() == ItemKind.SAMPLE ? "sample_id" : "candidate_id";
        return project.read(c -> list(c, "WHERE " + col + " = " + item.id() + " ORDER BY id"));
    }

    private static Optional<Review> query(Connection c, String where) throws SQLException {
        List<Review> l = list(c, where);
        return l.isEmpty() ? Optional.empty() : Optional.of(l.get(0));
    }

    private static List<Review> list(Connection c, String where) throws SQLException {
        List<Review> out = new ArrayList<>();
        try (var s = c.createStatement(); var rs = s.executeQuery(
                "SELECT id, sample_id, candidate_id, decision, previous, note, decided_at, undone_at FROM reviews " + where)) {
            while (rs.next()) {
                out.add(row(rs));
            }
        }
        return out;
    }

    /** A review from a row of (id, sample_id, candidate_id, decision, previous, note, decided_at, undone_at). */
    private static Review row(ResultSet rs) throws SQLException {
        long sample = rs.getLong(2);
        ItemRef item = rs.wasNull() ? ItemRef.candidate(rs.getLong(3)) : ItemRef.sample(sample);
        return new Review(rs.getLong(1), item, Decision.valueOf(rs.getString(4).toUpperCase()),
                ReviewStatus.fromDb(rs.getString(5)), rs.getString(6), rs.getString(7), rs.getString(8));
    }
}
