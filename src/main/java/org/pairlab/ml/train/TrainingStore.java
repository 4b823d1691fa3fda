package org.pairlab.ml.train;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.ml.ModelManifest;
import org.pairlab.project.Json;
import org.pairlab.project.Project;

/** The tables of training and evaluation runs: curves (loss, validation CIDEr-D), artifacts, per-image outputs. */
public final class TrainingStore {
    /** One point of a curve. */
    public record Point(long step, double value) {
    }

    /** A file a run wrote, with its checksum. */
    public record Artifact(String name, Path path, String sha256, long bytes) {
    }

    /** One evaluated image of an evaluation run. */
    public record Output(long sampleId, String caption, List<String> sampled, Map<String, Double> scores) {
    }

    private final Project project;

    public TrainingStore(Project project) {
        this.project = project;
    }

    /** Folder of a run's files, beside the project file (not in the cache: checkpoints are not rebuildable). */
    public Path runDir(long runId) {
        return project.file().resolveSibling(project.file().getFileName() + ".runs").resolve("run-" + runId);
    }

    /** Adds points to a curve (replacing points at the same step, as a resumed run re-does steps). */
    public void addPoints(long runId, String name, List<Point> points) {
        if (points.isEmpty()) {
            return;
        }
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR REPLACE INTO run_curve (run_id, name, step, value) VALUES (?,?,?,?)")) {
                for (Point p : points) {
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
    public List<Point> curve(long runId, String name) {
        return project.read(c -> {
            List<Point> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT step, value FROM run_curve WHERE run_id = ? AND name = ? ORDER BY step")) {
                ps.setLong(1, runId);
                ps.setString(2, name);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new Point(rs.getLong(1), rs.getDouble(2)));
                    }
                }
            }
            return out;
        });
    }

    /** Records (or replaces) a named file of a run with its size and SHA-256. */
    public Artifact recordArtifact(long runId, String name, Path file) throws IOException {
        Artifact a = new Artifact(name, file.toAbsolutePath(), ModelManifest.sha256(file), Files.size(file));
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO run_artifacts "
                    + "(run_id, name, path, sha256, bytes, created_at) VALUES (?,?,?,?,?,?)")) {
                ps.setLong(1, runId);
                ps.setString(2, name);
                ps.setString(3, a.path().toString());
                ps.setString(4, a.sha256());
                ps.setLong(5, a.bytes());
                ps.setString(6, Instant.now().toString());
                return ps.executeUpdate();
            }
        });
        return a;
    }

    /** The files of a run by name. */
    public Map<String, Artifact> artifacts(long runId) {
        return project.read(c -> {
            Map<String, Artifact> out = new LinkedHashMap<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT name, path, sha256, bytes FROM run_artifacts WHERE run_id = ? ORDER BY name")) {
                ps.setLong(1, runId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), new Artifact(rs.getString(1), Path.of(rs.getString(2)),
                                rs.getString(3), rs.getLong(4)));
                    }
                }
            }
            return out;
        });
    }

    /** Stores the per-image outputs of an evaluation run (replacing earlier ones of that run). */
    public void saveOutputs(long runId, List<Output> outputs) {
        project.write(c -> {
            try (PreparedStatement del = c.prepareStatement("DELETE FROM evaluation_outputs WHERE run_id = ?")) {
                del.setLong(1, runId);
                del.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO evaluation_outputs "
                    + "(run_id, sample_id, caption, sampled_json, scores_json) VALUES (?,?,?,?,?)")) {
                for (Output o : outputs) {
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
    public List<Output> outputs(long runId) {
        return project.read(c -> {
            List<Output> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT sample_id, caption, sampled_json, scores_json "
                    + "FROM evaluation_outputs WHERE run_id = ? ORDER BY sample_id")) {
                ps.setLong(1, runId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        Map<String, Object> raw = Json.read(rs.getString(4), Map.class);
                        Map<String, Double> scores = new LinkedHashMap<>();
                        raw.forEach((k, v) -> scores.put(k, ((Number) v).doubleValue()));
                        out.add(new Output(rs.getLong(1), rs.getString(2), Json.read(rs.getString(3), List.class),
                                scores));
                    }
                }
            }
            return out;
        });
    }
}
