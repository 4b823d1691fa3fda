package org.pairlab.project;

import com.fasterxml.jackson.core.type.TypeReference;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reversible caption exclusions made by filters. Nothing is deleted: applying a filter records it and the captions it
 * excludes; reverting it marks it reverted. A caption is excluded while a filter in force lists it; a sample is
 * excluded while it has captions and all of them are excluded (derived, so reverting filters in any order stays
 * consistent).
 */
public final class Exclusions {
    private static final String ACTIVE_CAPTIONS = "SELECT e.caption_id FROM caption_exclusions e "
            + "JOIN caption_filters f ON f.id = e.filter_id WHERE f.reverted_at IS NULL";
    private static final String EXCLUDED_SAMPLES = "SELECT c.sample_id FROM captions c GROUP BY c.sample_id "
            + "HAVING COUNT(*) = SUM(c.id IN (" + ACTIVE_CAPTIONS + "))";
    private static final String COLUMNS = "id, name, params_json, applied_at, reverted_at, captions_excluded, samples_excluded";

    private final Project project;

    Exclusions(Project project) {
        this.project = project;
    }

    /**
     * Applies a filter in one transaction: records it with its parameters and time and excludes the given captions.
     * The stored counts are the captions and samples newly excluded by it (captions already excluded by another filter
     * in force are listed again, so reverting that other filter keeps them excluded, but are not counted).
     */
    public AppliedFilter apply(String name, Map<String, Object> params, Collection<Long> captionIds) {
        String paramsJson = Json.write(params);
        long id = project.write(c -> {
            long captionsBefore = count(c, "SELECT COUNT(DISTINCT caption_id) FROM (" + ACTIVE_CAPTIONS + ")");
            long samplesBefore = count(c, "SELECT COUNT(*) FROM (" + EXCLUDED_SAMPLES + ")");
            long filterId;
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO caption_filters (name, params_json, applied_at, "
                    + "captions_excluded, samples_excluded) VALUES (?, ?, ?, 0, 0)")) {
                ps.setString(1, name);
                ps.setString(2, paramsJson);
                ps.setString(3, Instant.now().toString());
                ps.executeUpdate();
            }
            filterId = count(c, "SELECT last_insert_rowid()");
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR IGNORE INTO caption_exclusions (filter_id, caption_id) VALUES (?, ?)")) {
                for (long captionId : captionIds) {
                    ps.setLong(1, filterId);
                    ps.setLong(2, captionId);
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            int captions = (int) (count(c, "SELECT COUNT(DISTINCT caption_id) FROM (" + ACTIVE_CAPTIONS + ")") - captionsBefore);
            int samples = (int) (count(c, "SELECT COUNT(*) FROM (" + EXCLUDED_SAMPLES + ")") - samplesBefore);
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE caption_filters SET captions_excluded = ?, samples_excluded = ? WHERE id = ?")) {
                ps.setInt(1, captions);
                ps.setInt(2, samples);
                ps.setLong(3, filterId);
                ps.executeUpdate();
            }
            return filterId;
        });
        return get(id).orElseThrow();
    }

    /** Reverts a filter: its captions (and the samples they emptied) are no longer excluded; the record stays. */
    public AppliedFilter revert(long filterId) {
        project.write(c -> {
            AppliedFilter f = find(c, filterId).orElseThrow(() -> new StoreException("There is no filter " + filterId + "."));
            if (!f.active()) {
                throw new StoreException("Filter " + filterId + " (" + f.name() + ") was already reverted at "
                        + f.revertedAt() + ".");
            }
            try (PreparedStatement ps = c.prepareStatement("UPDATE caption_filters SET reverted_at = ? WHERE id = ?")) {
                ps.setString(1, Instant.now().toString());
                ps.setLong(2, filterId);
                ps.executeUpdate();
            }
            return null;
        });
        return get(filterId).orElseThrow();
    }

    public Optional<AppliedFilter> get(long filterId) {
        return project.read(c -> find(c, filterId));
    }

    /** Every filter ever applied, newest first. */
    public List<AppliedFilter> filters() {
        return project.read(c -> {
            List<AppliedFilter> out = new ArrayList<>();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT " + COLUMNS + " FROM caption_filters ORDER BY id DESC")) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
            return out;
        });
    }

    /** Ids of the captions excluded now. */
    public Set<Long> excludedCaptionIds() {
        return project.read(c -> ids(c, "SELECT DISTINCT caption_id FROM (" + ACTIVE_CAPTIONS + ")"));
    }

    /** Ids of the samples excluded now (every caption excluded). */
    public Set<Long> excludedSampleIds() {
        return project.read(c -> ids(c, EXCLUDED_SAMPLES));
    }

    /** True while a filter in force excludes the caption. */
    public boolean isExcluded(long captionId) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM caption_exclusions e JOIN caption_filters f "
                    + "ON f.id = e.filter_id WHERE f.reverted_at IS NULL AND e.caption_id = ? LIMIT 1")) {
                ps.setLong(1, captionId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    /** True while the sample has captions and all of them are excluded. */
    public boolean isSampleExcluded(long sampleId) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*), SUM(c.id IN (" + ACTIVE_CAPTIONS + ")) "
                    + "FROM captions c WHERE c.sample_id = ?")) {
                ps.setLong(1, sampleId);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getInt(1) > 0 && rs.getInt(1) == rs.getInt(2);
                }
            }
        });
    }

    private static Optional<AppliedFilter> find(Connection c, long filterId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM caption_filters WHERE id = ?")) {
            ps.setLong(1, filterId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    private static AppliedFilter map(ResultSet rs) throws SQLException {
        return new AppliedFilter(rs.getLong(1), rs.getString(2),
                Json.read(rs.getString(3), new TypeReference<Map<String, Object>>() { }), rs.getString(4),
                rs.getString(5), rs.getInt(6), rs.getInt(7));
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static Set<Long> ids(Connection c, String sql) throws SQLException {
        Set<Long> out = new HashSet<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getLong(1));
            }
        }
        return out;
    }
}
