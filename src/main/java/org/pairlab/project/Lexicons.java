package org.pairlab.project;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** The word-replacement lexicons of a project (table {@code lexicon_entries}). */
public final class Lexicons {
    private final Project project;

    Lexicons(Project project) {
        this.project = project;
    }

    /** The names of all lexicons, sorted. */
    public List<String> names() {
        return project.read(c -> {
            List<String> out = new ArrayList<>();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT DISTINCT lexicon FROM lexicon_entries ORDER BY lexicon")) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        });
    }

    /** The entries of one lexicon, by word then POS; empty when there is no such lexicon. */
    public List<LexiconEntry> entries(String lexicon) {
        return project.read(c -> entries(c, lexicon));
    }

    static List<LexiconEntry> entries(Connection c, String lexicon) throws SQLException {
        List<LexiconEntry> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id, lexicon, word, pos, replacement, source "
                + "FROM lexicon_entries WHERE lexicon = ? ORDER BY word COLLATE NOCASE, pos, id")) {
            ps.setString(1, lexicon);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new LexiconEntry(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getString(5), LexiconSource.parse(rs.getString(6))));
                }
            }
        }
        return out;
    }

    /** Adds an entry, or replaces the one with the same lexicon, word and POS; returns its id. */
    public long put(LexiconEntry e) {
        return project.write(c -> put(c, e));
    }

    private static long put(Connection c, LexiconEntry e) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO lexicon_entries (lexicon, word, pos, replacement, source) "
                + "VALUES (?, ?, ?, ?, ?) ON CONFLICT (lexicon, word, pos) DO UPDATE SET replacement = excluded.replacement, "
                + "source = excluded.source RETURNING id")) {
            ps.setString(1, e.lexicon());
            ps.setString(2, e.word());
            ps.setString(3, e.pos());
            ps.setString(4, e.replacement());
            ps.setString(5, e.source().dbValue());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** Changes the word, POS and replacement of a stored entry (by id); an edited built-in entry becomes the user's. */
    public void update(LexiconEntry e) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE lexicon_entries SET word = ?, pos = ?, replacement = ?, source = ? WHERE id = ?")) {
                ps.setString(1, e.word());
                ps.setString(2, e.pos());
                ps.setString(3, e.replacement());
                ps.setString(4, e.source().dbValue());
                ps.setLong(5, e.id());
                if (ps.executeUpdate() != 1) {
                    throw new StoreException("Lexicon entry " + e.id() + " ('" + e.word() + "') is not in the project");
                }
                return null;
            } catch (SQLException ex) {
                if (ex.getMessage() != null && ex.getMessage().contains("UNIQUE")) {
                    throw new StoreException("Lexicon '" + e.lexicon() + "' already has an entry for '" + e.word()
                            + "' (" + e.pos() + ")", ex);
                }
                throw ex;
            }
        });
    }

    /** Deletes one entry. */
    public void delete(long id) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM lexicon_entries WHERE id = ?")) {
                ps.setLong(1, id);
                return ps.executeUpdate();
            }
        });
    }

    /** Replaces a whole lexicon by these entries in one transaction (import). */
    public void replace(String lexicon, List<LexiconEntry> entries) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM lexicon_entries WHERE lexicon = ?")) {
                ps.setString(1, lexicon);
                ps.executeUpdate();
            }
            for (LexiconEntry e : entries) {
                put(c, e.inLexicon(lexicon));
            }
            return null;
        });
    }

    /** Stores a lexicon only if no lexicon of that name exists yet (seeding a built-in one); true if it was stored. */
    public boolean seedIfAbsent(String lexicon, List<LexiconEntry> entries) {
        return project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM lexicon_entries WHERE lexicon = ? LIMIT 1")) {
                ps.setString(1, lexicon);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        return false;
                    }
                }
            }
            for (LexiconEntry e : entries) {
                put(c, e.inLexicon(lexicon));
            }
            return true;
        });
    }
}
