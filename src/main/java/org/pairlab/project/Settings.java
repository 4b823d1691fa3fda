package org.pairlab.project;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;

/** Key-value settings stored in the project. */
public final class Settings {
    private final Project project;

    Settings(Project project) {
        this.project = project;
    }

    public Optional<String> get(String key) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT value FROM settings WHERE key = ?")) {
                ps.setString(1, key);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
                }
            }
        });
    }

    public void put(String key, String value) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")) {
                ps.setString(1, key);
                ps.setString(2, value);
                return ps.executeUpdate();
            }
        });
    }

    /** The keys that start with {@code prefix}, sorted (e.g. every saved prompt under {@code llm.prompt.}). */
    public java.util.List<String> keys(String prefix) {
        return project.read(c -> {
            java.util.List<String> out = new java.util.ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT key FROM settings WHERE substr(key, 1, ?) = ? ORDER BY key")) {
                ps.setInt(1, prefix.length());
                ps.setString(2, prefix);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
            }
            return out;
        });
    }
}
