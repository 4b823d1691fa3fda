package org.pairlab.project;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** Free-text tags on originals and candidates; adding or removing on many items is one transaction. */
public final class Tags {
    private final Project project;

    Tags(Project project) {
        this.project = project;
    }

    /** A tag as stored: trimmed, inner white space collapsed, refused when empty or longer than 100 characters. */
    public static String normalise(String tag) {
        String t = tag == null ? "" : tag.strip().replaceAll("\\s+", " ");
        if (t.isEmpty()) {
            throw new IllegalArgumentException("A tag must not be empty.");
        }
        if (t.length() > 100) {
            throw new IllegalArgumentException("Tag '" + t.substring(0, 20) + "...' is longer than 100 characters.");
        }
        return t;
    }

    /** Adds a tag to items; returns how many did not carry it yet. Unknown items are refused (nothing is written). */
    public int add(String tag, Collection<ItemRef> items) {
        String t = normalise(tag);
        return project.write(c -> {
            requireExisting(c, items);
            int added = 0;
            String now = Instant.now().toString();
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR IGNORE INTO tags (tag, sample_id, candidate_id, tagged_at) VALUES (?, ?, ?, ?)")) {
                for (ItemRef item : items) {
                    ps.setString(1, t);
                    ps.setObject(2, item.kind() == ItemKind.SAMPLE ? item.id() : null);
                    ps.setObject(3, item.kind() == ItemKind.CANDIDATE ? item.id() : null);
                    ps.setString(4, now);
                    added += ps.executeUpdate();
                }
            }
            return added;
        });
    }

    /** Removes a tag from items; returns how many carried it. */
    public int remove(String tag, Collection<ItemRef> items) {
        String t = normalise(tag);
        return project.write(c -> {
            int removed = 0;
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM tags WHERE tag = ? AND sample_id IS ? AND candidate_id IS ?")) {
                for (ItemRef item : items) {
                    ps.setString(1, t);
                    ps.setObject(2, item.kind() == ItemKind.SAMPLE ? item.id() : null);
                    ps.setObject(3, item.kind() == ItemKind.CANDIDATE ? item.id() : null);
                    removed += ps.executeUpdate();
                }
            }
            return removed;
        });
    }

    /** The tags of one item, sorted. */
    public List<String> of(ItemRef item) {
        return project.read(c -> {
            List<String> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT tag FROM tags WHERE " + column(item) + " = ? ORDER BY tag")) {
                ps.setLong(1, item.id());
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
            }
            return out;
        });
    }

    /** Tags of every tagged item of one kind, by item id (for export). */
    public Map<Long, List<String>> all(ItemKind kind) {
        String col = kind == ItemKind.SAMPLE ? "sample_id" : "candidate_id";
        return project.read(c -> {
            Map<Long, List<String>> out = new LinkedHashMap<>();
            try (var s = c.createStatement(); ResultSet rs = s.executeQuery(
                    "SELECT " + col + ", tag FROM tags WHERE " + col + " IS NOT NULL ORDER BY " + col + ", tag")) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>()).add(rs.getString(2));
                }
            }
            return out;
        });
    }

    /** Every tag in use with how many items carry it, sorted by tag. */
    public Map<String, Long> counts() {
        return project.read(c -> {
            Map<String, Long> out = new TreeMap<>();
            try (var s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT tag, COUNT(*) FROM tags GROUP BY tag")) {
                while (rs.next()) {
                    out.put(rs.getString(1), rs.getLong(2));
                }
            }
            return out;
        });
    }

    private static String column(ItemRef item) {
        return item.kind() == ItemKind.SAMPLE ? "sample_id" : "candidate_id";
    }

    private static void requireExisting(Connection c, Collection<ItemRef> items) throws SQLException {
        TreeSet<String> missing = new TreeSet<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM samples WHERE id = ?");
             PreparedStatement pk = c.prepareStatement("SELECT 1 FROM candidates WHERE id = ?")) {
            for (ItemRef item : items) {
                PreparedStatement q = item.kind() == ItemKind.SAMPLE ? ps : pk;
                q.setLong(1, item.id());
                try (ResultSet rs = q.executeQuery()) {
                    if (!rs.next()) {
                        missing.add(item.kind().name().toLowerCase() + " " + item.id());
                    }
                }
            }
        }
        if (!missing.isEmpty()) {
            throw new StoreException("Nothing tagged: there is no " + String.join(", ", missing) + ".");
        }
    }
}
