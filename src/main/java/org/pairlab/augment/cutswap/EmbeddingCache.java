package org.pairlab.augment.cutswap;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.Project;

/** Word vectors kept in the project per embedder, so each word is embedded once. */
public final class EmbeddingCache {
    private final Project project;
    private final WordEmbedder embedder;

    public EmbeddingCache(Project project, WordEmbedder embedder) {
        this.project = project;
        this.embedder = embedder;
    }

    /** Vectors for the words, in order; missing ones are embedded now and stored. */
    public List<float[]> vectors(List<String> words) {
        Map<String, float[]> known = project.read(c -> {
            Map<String, float[]> out = new HashMap<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT word, vector FROM cutswap_embeddings WHERE embedder = ?")) {
                ps.setString(1, embedder.id());
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), decode(rs.getBytes(2)));
                    }
                }
            }
            return out;
        });
        List<String> missing = words.stream().filter(w -> !known.containsKey(w)).distinct().toList();
        if (!missing.isEmpty()) {
            List<float[]> fresh = embedder.embed(missing);
            project.write(c -> {
                try (PreparedStatement ps = c.prepareStatement(
                        "INSERT OR REPLACE INTO cutswap_embeddings (embedder, word, vector) VALUES (?, ?, ?)")) {
                    for (int i = 0; i < missing.size(); i++) {
                        ps.setString(1, embedder.id());
                        ps.setString(2, missing.get(i));
                        ps.setBytes(3, encode(fresh.get(i)));
                        ps.addBatch();
                    }
                    ps.executeBatch();
                }
                return null;
            });
            for (int i = 0; i < missing.size(); i++) {
                known.put(missing.get(i), fresh.get(i));
            }
        }
        List<float[]> out = new ArrayList<>(words.size());
        for (String w : words) {
            out.add(known.get(w));
        }
        return out;
    }

    static byte[] encode(float[] v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float x : v) {
            b.putFloat(x);
        }
        return b.array();
    }

    static float[] decode(byte[] bytes) {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        float[] v = new float[bytes.length / 4];
        for (int i = 0; i < v.length; i++) {
            v[i] = b.getFloat();
        }
        return v;
    }
}
