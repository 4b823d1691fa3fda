package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.stream.IntStream;

/**
 * Exact cosine search over unit vectors kept in one flat array. A brute-force scan of 100k 384-d vectors takes a few
 * milliseconds per query (measured by {@code pairlab bench erg}), so no approximate index is needed at ERG's sizes.
 * Immutable and thread-safe.
 */
public final class SceneIndex {
    /** Above this many rows a query is scanned in parallel slices. */
    private static final int PARALLEL_ROWS = 20_000;
    private final int dim;
    private final int size;
    private final float[] rows;

    /** An index of {@code vectors} (normalized here; item i is vector i). */
    public SceneIndex(List<float[]> vectors) {
        if (vectors.isEmpty()) {
            throw new IllegalArgumentException("a scene index needs at least one vector");
        }
        this.dim = vectors.get(0).length;
        this.size = vectors.size();
        this.rows = new float[size * dim];
        for (int i = 0; i < size; i++) {
            float[] v = vectors.get(i);
            if (v.length != dim) {
                throw new IllegalArgumentException("vector " + i + " has " + v.length + " dimensions, not " + dim);
            }
            float[] u = normalized(v);
            System.arraycopy(u, 0, rows, i * dim, dim);
        }
    }

    /** Number of items. */
    public int size() {
        return size;
    }

    /** Vector length. */
    public int dimensions() {
        return dim;
    }

    /** The {@code k} most similar items, most similar first; items below {@code minSimilarity} are left out. */
    public List<SceneMatch> search(float[] query, int k, double minSimilarity, RetrievalType type) {
        if (query.length != dim) {
            throw new IllegalArgumentException("query has " + query.length + " dimensions, the index " + dim);
        }
        float[] q = normalized(query);
        int slices = size >= PARALLEL_ROWS ? 2 : 1;
        int step = (size + slices - 1) / slices;
        List<List<SceneMatch>> parts = IntStream.range(0, slices).parallel()
                .mapToObj(s -> scan(q, s * step, Math.min(size, (s + 1) * step), k, minSimilarity, type)).toList();
        List<SceneMatch> all = new ArrayList<>();
        parts.forEach(all::addAll);
        all.sort(Comparator.comparingDouble(SceneMatch::similarity).reversed().thenComparingInt(SceneMatch::item));
        return List.copyOf(all.subList(0, Math.min(k, all.size())));
    }

    private List<SceneMatch> scan(float[] q, int from, int to, int k, double min, RetrievalType type) {
        PriorityQueue<SceneMatch> heap = new PriorityQueue<>(Comparator.comparingDouble(SceneMatch::similarity)
                .thenComparing(Comparator.comparingInt(SceneMatch::item).reversed()));
        double floor = min;
        for (int i = from; i < to; i++) {
            int o = i * dim;
            float dot = 0;
            for (int d = 0; d < dim; d++) {
                dot += q[d] * rows[o + d];
            }
            if (dot < floor) {
                continue;
            }
            heap.add(new SceneMatch(i, dot, type));
            if (heap.size() > k) {
                heap.poll();
                floor = Math.max(min, heap.peek().similarity());
            }
        }
        return new ArrayList<>(heap);
    }

    /** {@code v} scaled to unit length (a zero vector stays zero). */
    static float[] normalized(float[] v) {
        double n = 0;
        for (float x : v) {
            n += x * x;
        }
        float[] u = v.clone();
        if (n > 0) {
            float inv = (float) (1 / Math.sqrt(n));
            for (int i = 0; i < u.length; i++) {
                u[i] *= inv;
            }
        }
        return u;
    }
}
