package org.pairlab.project;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * CutSwap's tables: the object vocabulary ({@code cutswap_words}), the object clusters ({@code cutswap_clusters}),
 * the per-dataset object index ({@code cutswap_index}) and cached word vectors ({@code cutswap_embeddings}), plus the
 * dataset reads the index is built from. The augment.cutswap classes hold the logic; the SQL is here.
 */
public final class CutSwapTables {
    /** One caption of a dataset, in index-building order. */
    public record DatasetCaption(long sampleId, long captionId, String text) {
    }

    private final Project project;

    public CutSwapTables(Project project) {
        this.project = project;
    }

    /** word -> box category ("" for none); empty when no vocabulary was stored. */
    public Map<String, String> words() {
        return project.read(c -> {
            Map<String, String> out = new LinkedHashMap<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT word, category FROM cutswap_words")) {
                while (rs.next()) {
                    out.put(rs.getString(1), rs.getString(2) == null ? "" : rs.getString(2));
                }
            }
            return out;
        });
    }

    /** Replaces the vocabulary (word -> category, "" for none) in one transaction. */
    public void replaceWords(Map<String, String> words, String origin) {
        project.write(c -> {
            try (Statement s = c.createStatement()) {
                s.executeUpdate("DELETE FROM cutswap_words");
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO cutswap_words (word, category, origin) VALUES (?, ?, ?)")) {
                for (Map.Entry<String, String> e : words.entrySet()) {
                    ps.setString(1, e.getKey());
                    ps.setString(2, e.getValue().isEmpty() ? null : e.getValue());
                    ps.setString(3, origin);
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }

    /** word -> cluster id, sorted by word; empty when there are no clusters yet. */
    public Map<String, Integer> clusters() {
        return project.read(c -> {
            Map<String, Integer> out = new TreeMap<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT word, cluster FROM cutswap_clusters")) {
                while (rs.next()) {
                    out.put(rs.getString(1), rs.getInt(2));
                }
            }
            return out;
        });
    }

    /** The words a reviewer moved, merged or split off. */
    public Set<String> editedWords() {
        return project.read(c -> {
            Set<String> out = new TreeSet<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT word FROM cutswap_clusters WHERE edited = 1")) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        });
    }

    /** Replaces all clusters in one transaction, marking {@code edited} words as the reviewer's edits. */
    public void replaceClusters(Map<String, Integer> assignments, Set<String> edited) {
        project.write(c -> {
            try (Statement s = c.createStatement()) {
                s.executeUpdate("DELETE FROM cutswap_clusters");
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO cutswap_clusters (word, cluster, edited) VALUES (?, ?, ?)")) {
                for (Map.Entry<String, Integer> e : assignments.entrySet()) {
                    ps.setString(1, e.getKey());
                    ps.setInt(2, e.getValue());
                    ps.setInt(3, edited.contains(e.getKey()) ? 1 : 0);
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }

    /** Adds (or re-places) words in clusters without marking them as edits. */
    public void addClusters(Map<String, Integer> assignments) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO cutswap_clusters (word, cluster, edited) VALUES (?, ?, 0)")) {
                for (Map.Entry<String, Integer> e : assignments.entrySet()) {
                    ps.setString(1, e.getKey());
                    ps.setInt(2, e.getValue());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }

    /** Moves a word into a cluster as an edit; returns how many rows changed (0 when the word is in no cluster). */
    public int moveWord(String word, int cluster) {
        return project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE cutswap_clusters SET cluster = ?, edited = 1 WHERE word = ?")) {
                ps.setInt(1, cluster);
                ps.setString(2, word);
                return ps.executeUpdate();
            }
        });
    }

    /** Moves every word of cluster {@code from} into {@code into} as edits; returns how many words moved. */
    public int mergeClusters(int into, int from) {
        return project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE cutswap_clusters SET cluster = ?, edited = 1 WHERE cluster = ?")) {
                ps.setInt(1, into);
                ps.setInt(2, from);
                return ps.executeUpdate();
            }
        });
    }

    /**
     * A summary of a dataset's captions and boxes ("/count:maxId:sum/count:maxId:sum"); it changes whenever a caption
     * or box is added, removed or edited, which is what makes a stored index stale.
     */
    public String datasetFingerprint(long datasetId) {
        return project.read(c -> {
            StringBuilder sb = new StringBuilder();
            for (String sql : List.of(
                    "SELECT COUNT(*), COALESCE(MAX(c.id), 0), TOTAL(LENGTH(c.text)) FROM captions c JOIN samples s ON s.id = c.sample_id WHERE s.dataset_id = ?",
                    "SELECT COUNT(*), COALESCE(MAX(b.id), 0), TOTAL(b.x + b.y * 3 + b.w * 7 + b.h * 11 + b.category_id) FROM boxes b JOIN samples s ON s.id = b.sample_id WHERE s.dataset_id = ?")) {
                try (PreparedStatement ps = c.prepareStatement(sql)) {
                    ps.setLong(1, datasetId);
                    try (ResultSet rs = ps.executeQuery()) {
                        rs.next();
                        sb.append('/').append(rs.getLong(1)).append(':').append(rs.getLong(2)).append(':').append(rs.getDouble(3));
                    }
                }
            }
            return sb.toString();
        });
    }

    /** The fingerprint the dataset's stored index was built for, read without loading the index. */
    public Optional<String> indexFingerprint(long datasetId) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT fingerprint FROM cutswap_index WHERE dataset_id = ?")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(rs.getString(1)) : Optional.<String>empty();
                }
            }
        });
    }

    /** The stored index JSON of a dataset if it was built for {@code fingerprint}. */
    public Optional<String> index(long datasetId, String fingerprint) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT fingerprint, index_json FROM cutswap_index WHERE dataset_id = ?")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() && rs.getString(1).equals(fingerprint) ? Optional.of(rs.getString(2)) : Optional.<String>empty();
                }
            }
        });
    }

    /** Stores (or replaces) a dataset's index. */
    public void storeIndex(long datasetId, String fingerprint, String indexJson) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO cutswap_index (dataset_id, fingerprint, built_at, index_json) "
                    + "VALUES (?, ?, ?, ?) ON CONFLICT(dataset_id) DO UPDATE SET fingerprint = excluded.fingerprint, "
                    + "built_at = excluded.built_at, index_json = excluded.index_json")) {
                ps.setLong(1, datasetId);
                ps.setString(2, fingerprint);
                ps.setString(3, Instant.now().toString());
                ps.setString(4, indexJson);
                return ps.executeUpdate();
            }
        });
    }

    /** Every caption of a dataset, by sample, position and id. */
    public List<DatasetCaption> captions(long datasetId) {
        return project.read(c -> {
            List<DatasetCaption> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT c.sample_id, c.id, c.text FROM captions c JOIN samples s "
                    + "ON s.id = c.sample_id WHERE s.dataset_id = ? ORDER BY c.sample_id, c.position, c.id")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new DatasetCaption(rs.getLong(1), rs.getLong(2), rs.getString(3)));
                    }
                }
            }
            return out;
        });
    }

    /** Every box of a dataset by sample id, in box id order. */
    public Map<Long, List<Box>> boxes(long datasetId) {
        return project.read(c -> {
            Map<Long, List<Box>> out = new HashMap<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT b.sample_id, b.id, k.name, b.x, b.y, b.w, b.h, b.crowd FROM boxes b "
                    + "JOIN categories k ON k.id = b.category_id JOIN samples s ON s.id = b.sample_id WHERE s.dataset_id = ? ORDER BY b.id")) {
                ps.setLong(1, datasetId);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>()).add(new Box(rs.getLong(2), rs.getString(3),
                                rs.getDouble(4), rs.getDouble(5), rs.getDouble(6), rs.getDouble(7), null, BoxSource.IMPORTED,
                                rs.getInt(8) != 0));
                    }
                }
            }
            return out;
        });
    }

    /** The stored vectors of an embedder (raw little-endian float bytes) by word. */
    public Map<String, byte[]> embeddings(String embedder) {
        return project.read(c -> {
            Map<String, byte[]> out = new HashMap<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT word, vector FROM cutswap_embeddings WHERE embedder = ?")) {
                ps.setString(1, embedder);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), rs.getBytes(2));
                    }
                }
            }
            return out;
        });
    }

    /** Stores vectors of an embedder (raw bytes by word), replacing any stored for the same words. */
    public void putEmbeddings(String embedder, Map<String, byte[]> vectors) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR REPLACE INTO cutswap_embeddings (embedder, word, vector) VALUES (?, ?, ?)")) {
                for (Map.Entry<String, byte[]> e : vectors.entrySet()) {
                    ps.setString(1, embedder);
                    ps.setString(2, e.getKey());
                    ps.setBytes(3, e.getValue());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }
}
