package org.pairlab.project;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tables of training and evaluation runs: curves ({@code run_curve}), the files a run wrote
 * ({@code run_artifacts}) and per-image evaluation outputs ({@code evaluation_outputs}). ml.train.TrainingStore is
 * the face the trainer uses; the SQL is here.
 */
public final class TrainingTables {
    /** One point of a named curve. */
    public record CurvePoint(long step, double value) {
    }

    /** A file a run wrote, with its checksum and size. */
    public record RunFile(String name, Path path, String sha256, long bytes) {
    }

    /** One evaluated image: the caption, sampled captions and per-image scores. */
    public record EvaluationOutput(long sampleId, String caption, List<String> sampled, Map<String, Double> scores) {
    }

    private final Project project;

    public TrainingTables(Project project) {
        this.project = project;
    }

    /** Adds points to a curve, replacing points at the same step (a resumed run re-does steps). */
    public void addPoints(long runId, String name, List<CurvePoint> points) {
        if (points.isEmpty()) {
            return;
        }
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR REPLACE INTO run_curve (run_id, name, step, value) VALUES (?,?,?,?)")) {
                for (CurvePoint p : points) {
                    ps.setLong(1, runId);
                    ps.setString(2, name);
                    ps.setLong(3, p.step());
                    ps.setDouble(4, p.value());
                    ps.addBatch();
                }
                return ps.executeBatch().length;
            }
        });
    }

    /** A curve in step order. */
    public List<CurvePoint> curve(long runId, String name) {
        return project.read(c -> {
            List<CurvePoint> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT step, value FROM run_curve WHERE run_id = ? AND name = ? ORDER BY step")) {
                ps.setLong(1, runId);
                ps.setString(2, name);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new CurvePoint(rs.getLong(1), rs.getDouble(2)));
                    }
                }
            }
            return out;
        });
    }

    /** Records (or replaces) a named file of a run. */
    public void recordFile(long runId, RunFile f) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO run_artifacts "
                    + "(run_id, name, path, sha256, bytes, created_at) VALUES (?,?,?,?,?,?)")) {
                ps.setLong(1, runId);
                ps.setString(2, f.name());
                ps.setString(3, f.path().toString());
                ps.setString(4, f.sha256());
                ps.setLong(5, f.bytes());
                ps.setString(6, Instant.now().toString());
                return ps.executeUpdate();
            }
        });
    }

    /** The files of a run by name. */
    public Map<String, RunFile> files(long runId) {
        return project.read(c -> {
            Map<String, RunFile> out = new LinkedHashMap<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT name, path, sha256, bytes FROM run_artifacts WHERE run_id = ? ORDER BY name")) {
                ps.setLong(1, runId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), new RunFile(rs.getString(1), Path.of(rs.getString(2)),
                                rs.getString(3), rs.getLong(4)));
                    }
                }
            }
            return out;
        });
    }

    /** Stores the per-image outputs of an evaluation run, replacing earlier ones of that run, in one transaction. */
    public void saveOutputs(long runId, List<EvaluationOutput> outputs) {
        project.write(c -> {
            try (PreparedStatement del = c.prepareStatement("DELETE FROM evaluation_outputs WHERE run_id = ?")) {
                del.setLong(1, runId);
                del.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO evaluation_outputs "
                    + "(run_id, sample_id, caption, sampled_json, scores_json) VALUES (?,?,?,?,?)")) {
                for (EvaluationOutput o : outputs) {
                    ps.setLong(1, runId);
                    ps.setLong(2, o.sampleId());
                    ps.setString(3, o.caption());
                    ps.setString(4, Json.write(o.sampled()));
                    ps.setString(5, Json.write(o.scores()));
                    ps.addBatch();
                }
                return ps.executeBatch().length;
            }
        });
    }

    /** The per-image outputs of an evaluation run, by sample id. */
    @SuppressWarnings("unchecked")
    public List<EvaluationOutput> outputs(long runId) {
        return project.read(c -> {
            List<EvaluationOutput> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT sample_id, caption, sampled_json, scores_json "
                    + "FROM evaluation_outputs WHERE run_id = ? ORDER BY sample_id")) {
                ps.setLong(1, runId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        Map<String, Object> raw = Json.read(rs.getString(4), Map.class);
                        Map<String, Double> scores = new LinkedHashMap<>();
                        raw.forEach((k, v) -> scores.put(k, ((Number) v).doubleValue()));
                        out.add(new EvaluationOutput(rs.getLong(1), rs.getString(2), Json.read(rs.getString(3), List.class),
                                scores));
                    }
                }
            }
            return out;
        });
    }
}
