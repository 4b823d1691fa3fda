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
}
