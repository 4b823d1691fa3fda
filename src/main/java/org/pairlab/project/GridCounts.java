package org.pairlab.project;

import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/** The counts the workbench's grid and sidebar show: decided items, samples per dataset, project totals. */
public final class GridCounts {
    /** How many samples, captions and boxes the project holds. */
    public record Totals(long samples, long captions, long boxes) {
    }

    private final Project project;

    public GridCounts(Project project) {
        this.project = project;
    }

    /** The review status of every item of a kind that is not pending (usually far fewer than the pending ones). */
    public Map<ItemRef, ReviewStatus> decided(ItemKind kind) {
        // The table name comes from the enum, never from text a person typed.
        String table = kind == ItemKind.CANDIDATE ? "candidates" : "samples";
        return project.read(c -> {
            Map<ItemRef, ReviewStatus> m = new HashMap<>();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT id, status FROM " + table + " WHERE status <> 'pending'")) {
                while (rs.next()) {
                    m.put(new ItemRef(kind, rs.getLong(1)), ReviewStatus.fromDb(rs.getString(2)));
                }
            }
            return m;
        });
    }

    /** dataset id -> number of samples. */
    public Map<Long, Long> samplesPerDataset() {
        return project.read(c -> {
            Map<Long, Long> out = new HashMap<>();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT dataset_id, COUNT(*) FROM samples GROUP BY dataset_id")) {
                while (rs.next()) {
                    out.put(rs.getLong(1), rs.getLong(2));
                }
            }
            return out;
        });
    }

    /** Samples, captions and boxes in the whole project. */
    public Totals totals() {
        return project.read(c -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                    "SELECT (SELECT COUNT(*) FROM samples), (SELECT COUNT(*) FROM captions), (SELECT COUNT(*) FROM boxes)")) {
                rs.next();
                return new Totals(rs.getLong(1), rs.getLong(2), rs.getLong(3));
            }
        });
    }
}
