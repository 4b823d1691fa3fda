package org.pairlab.lm.ngram;

/**
 * 64-bit keys of n-grams of word ids, built right to left: the key of {@code w1..wn} extends the key of
 * {@code w2..wn} by {@code w1}. So the keys of every n-gram ending in one word come out of one loop, and a context's
 * key is the same as its key as an n-gram of the lower order.
 */
final class NgramKeys {
    private NgramKeys() {
    }

    /** The key of the one-word n-gram {@code id}. */
    static long of(int id) {
        return nonZero(mix((id + 1L) * 0x9E3779B97F4A7C15L));
    }

    /** The key of {@code id} followed by the n-gram whose key is {@code key}. */
    static long extend(long key, int id) {
        return nonZero(mix(key * 0xC2B2AE3D27D4EB4FL + (id + 1L) * 0x9E3779B97F4A7C15L));
    }

    /** The key of {@code ids[from..from+n)}. */
    static long of(int[] ids, int from, int n) {
        long key = of(ids[from + n - 1]);
        for (int i = from + n - 2; i >= from; i--) {
            key = extend(key, ids[i]);
        }
        return key;
    }

    // SplitMix64's finalizer: a bijection, so distinct inputs stay distinct.
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    // 0 marks an empty slot in NgramTable.
    private static long nonZero(long key) {
        return key == 0 ? 0x5DEECE66DL : key;
    }
}
