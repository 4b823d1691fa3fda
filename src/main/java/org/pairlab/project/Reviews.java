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

    /** Undoes the newest decision not yet undone, anywhere in the project; empty when there is none. */
    public Optional<Review> undoLast() {
        return project.write(c -> {
            Optional<Review> last = query(c, "WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1");
            if (last.isPresent()) {
                undo(c, last.get());
            }
            return last;
        });
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
                long sample = rs.getLong(2);
                ItemRef item = rs.wasNull() ? ItemRef.candidate(rs.getLong(3)) : ItemRef.sample(sample);
                out.add(new Review(rs.getLong(1), item, Decision.valueOf(rs.getString(4).toUpperCase()),
                        ReviewStatus.fromDb(rs.getString(5)), rs.getString(6), rs.getString(7), rs.getString(8)));
            }
        }
        return out;
    }
}
