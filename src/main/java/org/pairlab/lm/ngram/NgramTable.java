package org.pairlab.lm.ngram;

import java.util.Arrays;

/**
 * The n-grams of one order: their word ids in insertion order and an open-addressing index from their
 * {@link NgramKeys key} to their entry number. Values (counts, probabilities) live in arrays beside it, indexed by
 * entry. Adding an n-gram whose key is already taken by different words is refused, so lookups of stored n-grams are
 * exact.
 */
final class NgramTable {
    private final int order;
    private long[] slotKeys;
    private int[] slotEntries;
    private int[] words;
    private int size;

    NgramTable(int order, int expected) {
        this.order = order;
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        slotKeys = new long[capacity];
        slotEntries = new int[capacity];
        words = new int[Math.max(16, expected) * order];
    }

    int order() {
        return order;
    }

    int size() {
        return size;
    }

    /** The entry of the n-gram with {@code key}, or -1. */
    int find(long key) {
        int mask = slotKeys.length - 1;
        int slot = (int) key & mask;
        while (true) {
            long k = slotKeys[slot];
            if (k == key) {
                return slotEntries[slot];
            }
            if (k == 0) {
                return -1;
            }
            slot = (slot + 1) & mask;
        }
    }

    /** The entry of {@code ids[from..from+order)} (whose key is {@code key}), added when new. */
    int add(long key, int[] ids, int from) {
        int mask = slotKeys.length - 1;
        int slot = (int) key & mask;
        while (true) {
            long k = slotKeys[slot];
            if (k == key) {
                int e = slotEntries[slot];
                if (!sameWords(e, ids, from)) {
                    throw new IllegalStateException("64-bit n-gram key collision at order " + order);
                }
                return e;
            }
            if (k == 0) {
                break;
            }
            slot = (slot + 1) & mask;
        }
        int e = size++;
        if (words.length < size * order) {
            words = Arrays.copyOf(words, words.length * 2);
        }
        System.arraycopy(ids, from, words, e * order, order);
        slotKeys[slot] = key;
        slotEntries[slot] = e;
        if (size * 2 > slotKeys.length) {
            grow();
        }
        return e;
    }

    /** Word {@code position} (0 = first) of entry {@code entry}. */
    int word(int entry, int position) {
        return words[entry * order + position];
    }

    /** The key of entry {@code entry}'s words from {@code position} on (a suffix). */
    long suffixKey(int entry, int position) {
        return NgramKeys.of(words, entry * order + position, order - position);
    }

    /** The key of entry {@code entry}'s first {@code n} words (a prefix, its context when n = order - 1). */
    long prefixKey(int entry, int n) {
        return NgramKeys.of(words, entry * order, n);
    }

    private boolean sameWords(int entry, int[] ids, int from) {
        int base = entry * order;
        for (int i = 0; i < order; i++) {
            if (words[base + i] != ids[from + i]) {
                return false;
            }
        }
        return true;
    }

    private void grow() {
        long[] oldKeys = slotKeys;
        int[] oldEntries = slotEntries;
        slotKeys = new long[oldKeys.length * 2];
        slotEntries = new int[oldKeys.length * 2];
        int mask = slotKeys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            long k = oldKeys[i];
            if (k != 0) {
                int slot = (int) k & mask;
                while (slotKeys[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                slotKeys[slot] = k;
                slotEntries[slot] = oldEntries[i];
            }
        }
    }
}
