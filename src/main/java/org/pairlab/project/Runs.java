package org.pairlab.project;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The runs table: state, progress, log, metrics and checkpoints of long work. */
public final class Runs {
    private static final String COLUMNS = "id, kind, title, params_json, state, progress, message, log, metrics_json, "
            + "checkpoint_json, created_at, started_at, finished_at";
    private final Project project;

    Runs(Project project) {
        this.project = project;
    }

    public long create(String kind, String title, String paramsJson) {
        return project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO runs (kind, title, params_json, state, created_at) VALUES (?,?,?,'queued',?)")) {
                ps.setString(1, kind);
                ps.setString(2, title);
                ps.setString(3, paramsJson);
                ps.setString(4, Instant.now().toString());
                ps.executeUpdate();
            }
            try (var s = c.createStatement(); var rs = s.executeQuery("SELECT last_insert_rowid()")) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    public void started(long id) {
        update(id, "UPDATE runs SET state = 'running', started_at = COALESCE(started_at, ?), finished_at = NULL WHERE id = ?",
                Instant.now().toString());
    }

    /** Records progress (0..1) and the current message. */
    public void progress(long id, double fraction, String message) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE runs SET progress = ?, message = ? WHERE id = ?")) {
                ps.setDouble(1, fraction);
                ps.setString(2, message);
                ps.setLong(3, id);
                return ps.executeUpdate();
            }
        });
    }

    /** Appends lines to the run's log. */
    public void appendLog(long id, String text) {
        update(id, "UPDATE runs SET log = log || ? WHERE id = ?", text);
    }

    public void checkpoint(long id, String checkpointJson) {
        update(id, "UPDATE runs SET checkpoint_json = ? WHERE id = ?", checkpointJson);
    }

    public void metrics(long id, String metricsJson) {
        update(id, "UPDATE runs SET metrics_json = ? WHERE id = ?", metricsJson);
    }

    public void finished(long id, RunState state, String message) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE runs SET state = ?, message = ?, finished_at = ?, progress = CASE WHEN ? = 'succeeded' THEN 1 ELSE progress END WHERE id = ?")) {
                ps.setString(1, state.db());
                ps.setString(2, message);
                ps.setString(3, Instant.now().toString());
                ps.setString(4, state.db());
                ps.setLong(5, id);
                return ps.executeUpdate();
            }
        });
    }

    /** Deletes a run that the user discards. */
    public void delete(long id) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM runs WHERE id = ?")) {
                ps.setLong(1, id);
                return ps.executeUpdate();
            }
        });
    }

    /**
     * Marks runs left queued or running by a process that is gone as interrupted; called when a project is opened
     * by the only process holding it. Returns how many were marked.
     */
    public int markInterrupted() {
        return project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE runs SET state = 'interrupted', message = 'Interrupted: PairLab stopped while this run was in progress' "
                            + "WHERE state IN ('queued', 'running')")) {
                return ps.executeUpdate();
            }
        });
    }

    private void update(long id, String sql, String value) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setString(1, value);
                ps.setLong(2, id);
                return ps.executeUpdate();
            }
        });
    }

    public Optional<Run> get(long id) {
        List<Run> l = list("WHERE id = " + id);
        return l.isEmpty() ? Optional.empty() : Optional.of(l.get(0));
    }

    /** All runs, newest first. */
    public List<Run> list() {
        return list("ORDER BY id DESC");
    }

    private List<Run> list(String where) {
        return project.read(c -> {
            List<Run> out = new ArrayList<>();
            try (var s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT " + COLUMNS + " FROM runs " + where)) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
            return out;
        });
    }

    private static Run map(ResultSet rs) throws SQLException {
        return new Run(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), RunState.fromDb(rs.getString(5)),
                rs.getDouble(6), rs.getString(7), rs.getString(8), rs.getString(9), rs.getString(10), rs.getString(11),
                rs.getString(12), rs.getString(13));
    }
}
