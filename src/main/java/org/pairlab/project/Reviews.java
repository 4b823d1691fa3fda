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
        // One prepared statement of each kind for the whole batch: "select all" may hold a hundred thousand items.
        int n = project.write(c -> {
            try (PreparedStatement sampleStatus = c.prepareStatement("SELECT status FROM samples WHERE id = ?");
                 PreparedStatement candidateStatus = c.prepareStatement("SELECT status FROM candidates WHERE id = ?");
                 PreparedStatement insert = c.prepareStatement("INSERT INTO reviews (sample_id, candidate_id, decision, "
                         + "previous, note, decided_at) VALUES (?,?,?,?,?,?)");
                 PreparedStatement sampleUpdate = c.prepareStatement("UPDATE samples SET status = ? WHERE id = ?");
                 PreparedStatement candidateUpdate = c.prepareStatement("UPDATE candidates SET status = ? WHERE id = ?")) {
                for (ItemRef item : items) {
                    boolean sample = item.kind() == ItemKind.SAMPLE;
                    PreparedStatement status = sample ? sampleStatus : candidateStatus;
                    status.setLong(1, item.id());
                    String previous;
                    try (ResultSet rs = status.executeQuery()) {
                        if (!rs.next()) {
                            throw new StoreException("There is no " + item.kind().name().toLowerCase() + " with id " + item.id() + ".");
                        }
                        previous = rs.getString(1);
                    }
                    insert.setObject(1, sample ? item.id() : null);
                    insert.setObject(2, sample ? null : item.id());
                    insert.setString(3, decision.db());
                    insert.setString(4, previous);
                    insert.setString(5, note);
                    insert.setString(6, now);
                    insert.executeUpdate();
                    PreparedStatement update = sample ? sampleUpdate : candidateUpdate;
                    update.setString(1, decision.result().db());
                    update.setLong(2, item.id());
                    update.executeUpdate();
                }
            }
            return items.size();
        });
        return new ReviewBatch(note, decision, n);
    }

    private static Review decide(Connection c, ItemRef item, Decision decision, String note) throws SQLException {
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

    /** Undoes many reviews with one prepared statement of each kind (a bulk step may be large). */
    private static void undoAll(Connection c, List<Review> reviews) throws SQLException {
        String now = Instant.now().toString();
        try (PreparedStatement mark = c.prepareStatement("UPDATE reviews SET undone_at = ? WHERE id = ?");
             PreparedStatement sample = c.prepareStatement("UPDATE samples SET status = ? WHERE id = ?");
             PreparedStatement candidate = c.prepareStatement("UPDATE candidates SET status = ? WHERE id = ?")) {
            for (Review r : reviews) {
                mark.setString(1, now);
                mark.setLong(2, r.id());
                mark.executeUpdate();
                PreparedStatement status = r.item().kind() == ItemKind.SAMPLE ? sample : candidate;
                status.setString(1, r.previous().db());
                status.setLong(2, r.item().id());
                status.executeUpdate();
            }
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
