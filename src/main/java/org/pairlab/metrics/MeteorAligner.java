package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Meteor 1.5's word aligner for one candidate ("test", line 1) and one reference (line 2).
 *
 * <p>All exact, stem and synonym matches between the two are collected (stem and synonym matches only for
 * different words); a match that is the only one on both of its words is fixed; the rest is resolved by a
 * left-to-right beam search over reference positions that prefers more matched words, then fewer chunks, then a
 * smaller total distance. Two details of Meteor's search are kept because they decide ties: the running match
 * count is an {@code int} to which the aligner adds 1.0 per exact word but 0.5 per stem or synonym word, so the
 * truncation makes only exact matches count; and the distance of a chosen match is added to the path that skips
 * the position rather than to the one that takes the match. Sorting is stable, as Java's is in Meteor.
 */
final class MeteorAligner {
    static final int EXACT = 0;
    static final int STEM = 1;
    static final int SYNONYM = 2;
    static final int MODULES = 3;
    // Meteor's scorer overrides the aligner's weights with these for the search.
    private static final double[] SEARCH_WEIGHTS = {1.0, 0.5, 0.5};

    /** Per word id: stem id, synonym sets and whether it is a function word. */
    record Words(int[] stem, long[][] synonyms, boolean[] function) {
    }

    /** Sufficient statistics of one alignment, as Meteor prints them for EVAL. */
    static final class Stats {
        double testLength;
        double referenceLength;
        double testFunctionWords;
        double referenceFunctionWords;
        final double[] testContent = new double[MODULES];
        final double[] referenceContent = new double[MODULES];
        final double[] testFunction = new double[MODULES];
        final double[] referenceFunction = new double[MODULES];
        double chunks;
        double testWordMatches;
        double referenceWordMatches;

        double testTotalMatches() {
            return sum(testContent) + sum(testFunction);
        }

        double referenceTotalMatches() {
            return sum(referenceContent) + sum(referenceFunction);
        }

        /** Whether this is a perfect match in one chunk (Meteor neither penalises nor aggregates its chunk). */
        boolean perfect() {
            return testTotalMatches() == testLength && referenceTotalMatches() == referenceLength && chunks == 1;
        }

        /** Meteor's {@code addStats}: sums everything except the chunk of perfect matches. */
        void add(Stats s) {
            testLength += s.testLength;
            referenceLength += s.referenceLength;
            testFunctionWords += s.testFunctionWords;
            referenceFunctionWords += s.referenceFunctionWords;
            for (int m = 0; m < MODULES; m++) {
                testContent[m] += s.testContent[m];
                referenceContent[m] += s.referenceContent[m];
                testFunction[m] += s.testFunction[m];
                referenceFunction[m] += s.referenceFunction[m];
            }
            if (!s.perfect()) {
                chunks += s.chunks;
            }
            testWordMatches += s.testWordMatches;
            referenceWordMatches += s.referenceWordMatches;
        }

        private static double sum(double[] a) {
            double t = 0;
            for (double v : a) {
                t += v;
            }
            return t;
        }
    }

    /** A one-word match: reference position {@code start}, candidate position {@code matchStart}. */
    private static final class Match {
        final int module;
        final int start;
        final int matchStart;

        Match(int module, int start, int matchStart) {
            this.module = module;
            this.start = start;
            this.matchStart = matchStart;
        }
    }

    /** A partial alignment of the beam search (Meteor's PartialAlignment). */
    private static final class Path {
        final Match[] matches;
        final boolean[] used1;
        final boolean[] used2;
        int matches1;
        int matches2;
        int chunks;
        int idx;
        int lastMatchEnd = -1;
        int distance;

        Path(int len1, int len2) {
            matches = new Match[len2];
            used1 = new boolean[len1];
            used2 = new boolean[len2];
        }

        Path(Path p) {
            matches = p.matches.clone();
            used1 = p.used1.clone();
            used2 = p.used2.clone();
            matches1 = p.matches1;
            matches2 = p.matches2;
            chunks = p.chunks;
            idx = p.idx;
            lastMatchEnd = p.lastMatchEnd;
            distance = p.distance;
        }

        /** Records {@code m} in the counters, with Meteor's int truncation of the weighted match count. */
        void take(Match m) {
            double w = SEARCH_WEIGHTS[m.module];
            matches1 = (int) (matches1 + w);
            matches2 = (int) (matches2 + w);
            if (lastMatchEnd != -1 && m.matchStart != lastMatchEnd) {
                chunks++;
            }
            idx = m.start + 1;
            lastMatchEnd = m.matchStart + 1;
        }
    }

    // Meteor's PARTIAL_COMPARE_TOTAL: more matches, then fewer chunks, then smaller distance.
    private static final Comparator<Path> ORDER = (x, y) -> {
        int matchDiff = (y.matches1 + y.matches2) - (x.matches1 + x.matches2);
        if (matchDiff != 0) {
            return matchDiff > 0 ? 1 : -1;
        }
        if (x.chunks != y.chunks) {
            return x.chunks - y.chunks;
        }
        return x.distance - y.distance;
    };

    private final int beamSize;

    MeteorAligner(int beamSize) {
        this.beamSize = beamSize;
    }

    /** Aligns candidate words {@code test} with reference words {@code ref} (word ids) and counts. */
    Stats align(int[] test, int[] ref, Words words) {
        int len1 = test.length;
        int len2 = ref.length;
        List<List<Match>> stage = new ArrayList<>(len2);
        for (int j = 0; j < len2; j++) {
            stage.add(new ArrayList<>(2));
        }
        int[] coverage1 = new int[len1];
        int[] coverage2 = new int[len2];
        // Identical sentences need exact matches only (Meteor's guard against beam-search errors).
        int modules = Arrays.equals(test, ref) ? 1 : MODULES;
        for (int module = 0; module < modules; module++) {
            for (int j = 0; j < len2; j++) {
                for (int i = 0; i < len1; i++) {
                    if (matches(module, test[i], ref[j], words)) {
                        stage.get(j).add(new Match(module, j, i));
                        coverage1[i]++;
                        coverage2[j]++;
                    }
                }
            }
        }
        Path start = new Path(len1, len2);
        for (int j = 0; j < len2; j++) {
            List<Match> ms = stage.get(j);
            if (ms.size() == 1) {
                Match m = ms.get(0);
                if (coverage2[j] == 1 && coverage1[m.matchStart] == 1) {
                    start.matches[j] = m;
                    start.used2[j] = true;
                    start.used1[m.matchStart] = true;
                }
            }
        }
        Path best = resolve(stage, start, len2);

        Stats s = new Stats();
        s.testLength = len1;
        s.referenceLength = len2;
        boolean[] f1 = new boolean[len1];
        boolean[] f2 = new boolean[len2];
        for (int i = 0; i < len1; i++) {
            f1[i] = words.function()[test[i]];
            s.testFunctionWords += f1[i] ? 1 : 0;
        }
        for (int j = 0; j < len2; j++) {
            f2[j] = words.function()[ref[j]];
            s.referenceFunctionWords += f2[j] ? 1 : 0;
        }
        for (Match m : best.matches) {
            if (m != null) {
                if (f1[m.matchStart]) {
                    s.testFunction[m.module]++;
                } else {
                    s.testContent[m.module]++;
                }
                if (f2[m.start]) {
                    s.referenceFunction[m.module]++;
                } else {
                    s.referenceContent[m.module]++;
                }
            }
        }
        // Matches and chunks recounted over the final alignment (Meteor's getCountAndChunks).
        int matched1 = 0;
        int matched2 = 0;
        int chunks = 0;
        int lastMatchEnd = -1;
        for (int j = 0; j < len2; j++) {
            Match m = best.matches[j];
            if (m == null) {
                if (lastMatchEnd != -1) {
                    chunks++;
                    lastMatchEnd = -1;
                }
            } else {
                matched1++;
                matched2++;
                if (lastMatchEnd != -1 && m.matchStart != lastMatchEnd) {
                    chunks++;
                }
                lastMatchEnd = m.matchStart + 1;
            }
        }
        if (lastMatchEnd != -1) {
            chunks++;
        }
        s.chunks = chunks;
        s.testWordMatches = matched1;
        s.referenceWordMatches = matched2;
        return s;
    }

    private static boolean matches(int module, int w1, int w2, Words words) {
        switch (module) {
            case EXACT:
                return w1 == w2;
            case STEM:
                return w1 != w2 && words.stem()[w1] == words.stem()[w2];
            default:
                return w1 != w2 && WordNetSynonyms.intersect(words.synonyms()[w1], words.synonyms()[w2]);
        }
    }

    private Path resolve(List<List<Match>> stage, Path start, int len2) {
        List<Path> next = new ArrayList<>();
        next.add(start);
        for (int current = 0; current <= len2; current++) {
            List<Path> paths = next;
            next = new ArrayList<>();
            paths.sort(ORDER);
            for (int rank = 0; rank < beamSize && rank < paths.size(); rank++) {
                Path path = paths.get(rank);
                if (current == len2) {
                    if (path.lastMatchEnd != -1) {
                        path.chunks++;
                    }
                    next.add(path);
                    continue;
                }
                if (path.used2[current]) {
                    if (current < path.idx) {
                        next.add(path);
                    } else if (path.matches[path.idx] != null) {
                        Match m = path.matches[path.idx];
                        path.take(m);
                        path.distance += Math.abs(m.start - m.matchStart);
                        next.add(path);
                    }
                    continue;
                }
                for (Match m : stage.get(current)) {
                    if (path.used2[m.start] || path.used1[m.matchStart]) {
                        continue;
                    }
                    Path taken = new Path(path);
                    taken.used2[m.start] = true;
                    taken.used1[m.matchStart] = true;
                    taken.matches[current] = m;
                    taken.take(m);
                    // Meteor adds the distance to the path that skips this position, not to the new one.
                    path.distance += Math.abs(m.start - m.matchStart);
                    next.add(taken);
                }
                if (path.lastMatchEnd != -1) {
                    path.chunks++;
                    path.lastMatchEnd = -1;
                }
                path.idx++;
                next.add(path);
            }
            if (next.isEmpty()) {
                next.add(paths.get(0));
            }
        }
        next.sort(ORDER);
        return next.get(0);
    }
}
