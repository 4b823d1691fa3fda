package org.pairlab.project;

import com.fasterxml.jackson.core.type.TypeReference;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The language models registered in a project (table {@code language_models}). */
public final class LanguageModels {
    private static final String COLUMNS = "id, name, kind, tokenizer, file, sha256, settings_json, heldout_perplexity, "
            + "run_id, created_at";
    private final Project project;

    LanguageModels(Project project) {
        this.project = project;
    }

    /** Registers a model, or replaces the entry of the same name; returns it. */
    public LanguageModelEntry register(String name, String kind, String tokenizer, String file, String sha256,
                                       Map<String, Object> settings, Double heldoutPerplexity, Long runId) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO language_models (name, kind, tokenizer, file, sha256, "
                    + "settings_json, heldout_perplexity, run_id, created_at) VALUES (?,?,?,?,?,?,?,?,?) "
                    + "ON CONFLICT(name) DO UPDATE SET kind = excluded.kind, tokenizer = excluded.tokenizer, "
                    + "file = excluded.file, sha256 = excluded.sha256, settings_json = excluded.settings_json, "
                    + "heldout_perplexity = excluded.heldout_perplexity, run_id = excluded.run_id, "
                    + "created_at = excluded.created_at")) {
                ps.setString(1, name);
                ps.setString(2, kind);
                ps.setString(3, tokenizer);
                ps.setString(4, file);
                ps.setString(5, sha256);
                ps.setString(6, Json.write(settings));
                if (heldoutPerplexity == null) {
                    ps.setNull(7, Types.REAL);
                } else {
                    ps.setDouble(7, heldoutPerplexity);
                }
                if (runId == null) {
                    ps.setNull(8, Types.INTEGER);
                } else {
                    ps.setLong(8, runId);
                }
                ps.setString(9, Instant.now().toString());
                ps.executeUpdate();
            }
            return null;
        });
        return byName(name).orElseThrow();
    }

    /** Every registered model, newest first. */
    public List<LanguageModelEntry> list() {
        return query("ORDER BY id DESC");
    }

    /** The model of that name. */
    public Optional<LanguageModelEntry> byName(String name) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM language_models WHERE name = ?")) {
                ps.setString(1, name);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(map(rs)) : Optional.empty();
                }
            }
        });
    }

    /** Removes a model's entry (its file stays; PairLab never deletes files it is not sure it made). */
    public boolean unregister(String name) {
        return project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM language_models WHERE name = ?")) {
                ps.setString(1, name);
                return ps.executeUpdate() > 0;
            }
        });
    }

    private List<LanguageModelEntry> query(String tail) {
        return project.read(c -> {
            List<LanguageModelEntry> out = new ArrayList<>();
            try (var s = c.createStatement(); var rs = s.executeQuery("SELECT " + COLUMNS + " FROM language_models " + tail)) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
            return out;
        });
    }

    private static LanguageModelEntry map(ResultSet rs) throws SQLException {
        double ppl = rs.getDouble(8);
        Double heldout = rs.wasNull() ? null : ppl;
        long run = rs.getLong(9);
        Long runId = rs.wasNull() ? null : run;
        return new LanguageModelEntry(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                rs.getString(6), Json.read(rs.getString(7), new TypeReference<Map<String, Object>>() { }), heldout, runId,
                rs.getString(10));
    }
}
