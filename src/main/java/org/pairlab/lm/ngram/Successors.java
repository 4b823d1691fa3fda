package org.pairlab.lm.ngram;

/**
 * The n-grams of one order grouped by their context (an entry of the order below), so the words seen after a context
 * can be listed without probing the whole vocabulary.
 */
final class Successors {
    private final int[] start;
    private final int[] entries;

    private Successors(int[] start, int[] entries) {
        this.start = start;
        this.entries = entries;
    }

    /** Groups the entries of {@code table} (order n) by their context in {@code contexts} (order n - 1). */
    static Successors of(NgramTable table, NgramTable contexts) {
        int n = table.order();
        int[] context = new int[table.size()];
        int[] start = new int[contexts.size() + 1];
        for (int e = 0; e < table.size(); e++) {
            int h = contexts.find(table.prefixKey(e, n - 1));
            context[e] = h;
            if (h >= 0) {
                start[h + 1]++;
            }
        }
        for (int h = 0; h < contexts.size(); h++) {
            start[h + 1] += start[h];
        }
        int[] fill = start.clone();
        int[] entries = new int[start[contexts.size()]];
        for (int e = 0; e < table.size(); e++) {
            if (context[e] >= 0) {
                entries[fill[context[e]]++] = e;
            }
        }
        return new Successors(start, entries);
    }

    /** First index into {@link #entry} of context {@code h}'s successors. */
    int from(int h) {
        return start[h];
    }

    /** One past the last index of context {@code h}'s successors. */
    int to(int h) {
        return start[h + 1];
    }

    int entry(int i) {
        return entries[i];
    }
}
