package org.pairlab.project;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Scores cached per caption and kind (e.g. "informativeness"), so views show them without recomputing. A score is
 * derived data: it can always be recomputed from the captions.
 */
public final class CaptionScores {
    private final Project project;

    CaptionScores(Project project) {
        this.project = project;
    }

    /** Stores (or replaces) scores of one kind, in one transaction. */
    public void put(String kind, Map<Long, Double> scores) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR REPLACE INTO caption_scores (caption_id, kind, value) VALUES (?, ?, ?)")) {
                for (Map.Entry<Long, Double> e : scores.entrySet()) {
                    ps.setLong(1, e.getKey());
                    ps.setString(2, kind);
                    ps.setDouble(3, e.getValue());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }

    /** The scores of one kind of a sample's captions, by caption id. */
    public Map<Long, Double> ofSample(String kind, long sampleId) {
        return project.read(c -> {
            Map<Long, Double> out = new HashMap<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT s.caption_id, s.value FROM caption_scores s "
                    + "JOIN captions c ON c.id = s.caption_id WHERE c.sample_id = ? AND s.kind = ?")) {
                ps.setLong(1, sampleId);
                ps.setString(2, kind);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getLong(1), rs.getDouble(2));
                    }
                }
            }
            return out;
        });
    }

    /** Every caption of a dataset (all datasets when {@code datasetId} is null) with its score of one kind, by id. */
    public List<ScoredCaption> captions(String kind, Long datasetId) {
        return project.read(c -> {
            List<ScoredCaption> out = new ArrayList<>();
            String sql = "SELECT c.id, c.sample_id, s.dataset_id, c.text, k.value FROM captions c "
                    + "JOIN samples s ON s.id = c.sample_id "
                    + "LEFT JOIN caption_scores k ON k.caption_id = c.id AND k.kind = ? "
                    + (datasetId == null ? "" : "WHERE s.dataset_id = ? ") + "ORDER BY c.id";
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setString(1, kind);
                if (datasetId != null) {
                    ps.setLong(2, datasetId);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        double v = rs.getDouble(5);
                        Double score = rs.wasNull() ? null : v;
                        out.add(new ScoredCaption(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getString(4), score));
                    }
                }
            }
            return out;
        });
    }
}
