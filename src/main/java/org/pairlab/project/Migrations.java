package org.pairlab.project;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Forward-only schema migrations, tracked in SQLite's {@code user_version}. */
public final class Migrations {
    /** Marks a SQLite file as a PairLab project ("PLab"). */
    public static final int APPLICATION_ID = 0x504c6162;
    private static final String[] SCRIPTS = {"V1__init.sql", "V2__exclusions.sql", "V3__cutswap.sql", "V4__lexicons.sql",
        "V5__training.sql", "V6__llm_cache.sql", "V7__caption_quality.sql", "V8__curation.sql"};

    private Migrations() {
    }

    /** The schema version this build writes. */
    public static int latestVersion() {
        return SCRIPTS.length;
    }

    static int currentVersion(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); var rs = s.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    static int applicationId(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); var rs = s.executeQuery("PRAGMA application_id")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /** Brings the file up to {@link #latestVersion()}, each step in its own transaction. */
    static void migrate(Connection c, Path file) throws SQLException {
        int version = currentVersion(c);
        if (version > latestVersion()) {
            throw new ProjectUnusableException(file + " was written by a newer PairLab (schema version " + version
                    + "; this version reads up to " + latestVersion() + "). Update PairLab to open it.");
        }
        if (version > 0 && applicationId(c) != APPLICATION_ID) {
            throw new ProjectUnusableException(file + " is a SQLite file but not a PairLab project.");
        }
        for (int v = version; v < latestVersion(); v++) {
            String script = load(SCRIPTS[v]);
            boolean auto = c.getAutoCommit();
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                for (String sql : split(script)) {
                    s.execute(sql);
                }
                s.execute("PRAGMA application_id = " + APPLICATION_ID);
                s.execute("PRAGMA user_version = " + (v + 1));
                c.commit();
            } catch (SQLException | RuntimeException e) {
                try {
                    c.rollback();
                } catch (SQLException r) {
                    e.addSuppressed(r); // the first failure is the cause; a failed rollback must not hide it
                }
                String why = e instanceof SQLException sql ? StoreErrors.describe(sql, file, java.util.Optional.empty())
                        : e.getMessage();
                throw new StoreException("Could not upgrade " + file + " to schema version " + (v + 1) + ": "
                        + why, e);
            } finally {
                c.setAutoCommit(auto);
            }
        }
    }

    private static String load(String name) {
        try (InputStream in = Migrations.class.getResourceAsStream("migrations/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing migration " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read migration " + name, e);
        }
    }

    /** Splits a script on semicolons at line ends, keeping trigger bodies (BEGIN ... END;) whole. */
    static List<String> split(String script) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean inTrigger = false;
        for (String line : script.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.startsWith("--") || trimmed.isEmpty()) {
                continue;
            }
            current.append(line).append('\n');
            String upper = trimmed.toUpperCase();
            if (upper.startsWith("CREATE TRIGGER")) {
                inTrigger = true;
            }
            if (inTrigger ? upper.equals("END;") : trimmed.endsWith(";")) {
                out.add(current.toString().strip());
                current.setLength(0);
                inTrigger = false;
            }
        }
        if (!current.toString().isBlank()) {
            out.add(current.toString().strip());
        }
        return out;
    }
}
