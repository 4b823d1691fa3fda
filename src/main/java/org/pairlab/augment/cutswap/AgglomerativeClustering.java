package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Agglomerative clustering with average linkage on cosine distance, k chosen by the silhouette score. The merge tree
 * is built with the nearest-neighbour chain algorithm (O(n²), exact for average linkage); all cuts in the k range are
 * then scored incrementally from per-point distance sums to each cluster.
 */
public final class AgglomerativeClustering {
    /** A merge of two clusters (named by their lowest member slot) at a distance. */
    record Merge(int a, int b, double distance) {
    }

    /** The chosen clustering: a label per point (0..k-1, in order of first appearance), k and its silhouette. */
    public record Result(int[] labels, int k, double silhouette) {
    }

    private AgglomerativeClustering() {
    }

    /** The vector scaled to unit length (all zeros stay zeros), so dot products are cosines. */
    static double[] unit(float[] v) {
        double norm = 0;
        for (float x : v) {
            norm += x * (double) x;
        }
        norm = Math.sqrt(norm);
        double[] out = new double[v.length];
        for (int d = 0; d < v.length; d++) {
            out[d] = norm == 0 ? 0 : v[d] / norm;
        }
        return out;
    }

    /** Cosine distance matrix of the vectors (normalised here). */
    static double[][] cosineDistances(List<float[]> vectors) {
        int n = vectors.size();
        double[][] unit = new double[n][];
        for (int i = 0; i < n; i++) {
            unit[i] = unit(vectors.get(i));
        }
        double[][] dist = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double dot = 0;
                for (int d = 0; d < unit[i].length; d++) {
                    dot += unit[i][d] * unit[j][d];
                }
                double v = Math.max(0, 1 - dot);
                dist[i][j] = v;
                dist[j][i] = v;
            }
        }
        return dist;
    }

    /** The n-1 merges of the average-linkage tree, sorted by distance. */
    static List<Merge> averageLinkage(double[][] dist) {
        int n = dist.length;
        double[][] d = new double[n][];
        for (int i = 0; i < n; i++) {
            d[i] = dist[i].clone();
        }
        int[] size = new int[n];
        Arrays.fill(size, 1);
        boolean[] active = new boolean[n];
        Arrays.fill(active, true);
        int[] chain = new int[n];
        int top = 0;
        List<Merge> merges = new ArrayList<>(Math.max(0, n - 1));
        int remaining = n;
        while (remaining > 1) {
            if (top == 0) {
                for (int i = 0; i < n; i++) {
                    if (active[i]) {
                        chain[top++] = i;
                        break;
                    }
                }
            }
            int a = chain[top - 1];
            int prev = top >= 2 ? chain[top - 2] : -1;
            int best = prev;
            double bestD = prev >= 0 ? d[a][prev] : Double.POSITIVE_INFINITY;
            for (int j = 0; j < n; j++) {
                if (active[j] && j != a && d[a][j] < bestD) {
                    bestD = d[a][j];
                    best = j;
                }
            }
            if (best == prev) {
                top -= 2;
                int keep = Math.min(a, best);
                int gone = Math.max(a, best);
                merges.add(new Merge(keep, gone, bestD));
                for (int k = 0; k < n; k++) {
                    if (active[k] && k != keep && k != gone) {
                        double v = (size[keep] * d[keep][k] + size[gone] * d[gone][k]) / (size[keep] + size[gone]);
                        d[keep][k] = v;
                        d[k][keep] = v;
                    }
                }
                size[keep] += size[gone];
                active[gone] = false;
                remaining--;
            } else {
                chain[top++] = best;
            }
        }
        merges.sort(Comparator.comparingDouble(Merge::distance));
        return merges;
    }

    /**
     * Clusters the vectors, trying every k from {@code minK} to {@code maxK} (clamped to 2..n-1) and keeping the one
     * with the highest mean silhouette. Fewer than 3 vectors give one cluster.
     */
    public static Result cluster(List<float[]> vectors, int minK, int maxK) {
        int n = vectors.size();
        if (n < 3) {
            return new Result(new int[n], n == 0 ? 0 : 1, 0);
        }
        double[][] dist = cosineDistances(vectors);
        List<Merge> merges = averageLinkage(dist);
        int lo = Math.max(2, minK);
        int hi = Math.min(n - 1, Math.max(lo, maxK));
        // sums[i][c]: total distance from point i to the members of cluster c (c = the cluster's representative slot).
        double[][] sums = new double[n][];
        for (int i = 0; i < n; i++) {
            sums[i] = dist[i].clone();
        }
        int[] parent = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        boolean[] alive = new boolean[n];
        Arrays.fill(alive, true);
        double bestScore = Double.NEGATIVE_INFINITY;
        int[] bestRoots = null;
        int bestK = 0;
        int k = n;
        for (Merge m : merges) {
            int ra = find(parent, m.a());
            int rb = find(parent, m.b());
            parent[rb] = ra;
            size[ra] += size[rb];
            alive[rb] = false;
            for (int i = 0; i < n; i++) {
                sums[i][ra] += sums[i][rb];
            }
            k--;
            if (k < lo) {
                break;
            }
            if (k <= hi) {
                int[] roots = new int[n];
                for (int i = 0; i < n; i++) {
                    roots[i] = find(parent, i);
                }
                double s = silhouette(sums, roots, size, alive);
                if (s > bestScore) {
                    bestScore = s;
                    bestRoots = roots;
                    bestK = k;
                }
            }
        }
        return new Result(relabel(bestRoots), bestK, bestScore);
    }

    private static double silhouette(double[][] sums, int[] roots, int[] size, boolean[] alive) {
        int n = roots.length;
        int[] clusters = new int[n];
        int nc = 0;
        for (int c = 0; c < n; c++) {
            if (alive[c]) {
                clusters[nc++] = c;
            }
        }
        double total = 0;
        for (int i = 0; i < n; i++) {
            int own = roots[i];
            if (size[own] == 1) {
                continue;
            }
            double a = sums[i][own] / (size[own] - 1);
            double b = Double.POSITIVE_INFINITY;
            for (int q = 0; q < nc; q++) {
                int c = clusters[q];
                if (c != own) {
                    b = Math.min(b, sums[i][c] / size[c]);
                }
            }
            double denom = Math.max(a, b);
            total += denom == 0 ? 0 : (b - a) / denom;
        }
        return total / n;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static int[] relabel(int[] roots) {
        int[] labels = new int[roots.length];
        int[] map = new int[roots.length];
        Arrays.fill(map, -1);
        int next = 0;
        for (int i = 0; i < roots.length; i++) {
            if (map[roots[i]] < 0) {
                map[roots[i]] = next++;
            }
            labels[i] = map[roots[i]];
        }
        return labels;
    }
}
