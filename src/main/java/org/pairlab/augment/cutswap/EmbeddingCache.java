package org.pairlab.augment.cutswap;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.CutSwapTables;
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
        Map<String, float[]> known = new HashMap<>();
        new CutSwapTables(project).embeddings(embedder.id()).forEach((w, bytes) -> known.put(w, decode(bytes)));
        List<String> missing = words.stream().filter(w -> !known.containsKey(w)).distinct().toList();
        if (!missing.isEmpty()) {
            List<float[]> fresh = embedder.embed(missing);
            Map<String, byte[]> encoded = new LinkedHashMap<>();
            for (int i = 0; i < missing.size(); i++) {
                encoded.put(missing.get(i), encode(fresh.get(i)));
            }
            new CutSwapTables(project).putEmbeddings(embedder.id(), encoded);
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
