package org.pairlab.metrics;

import java.util.Arrays;

/** Open-addressing map from {@code long} keys to dense {@code int} ids, without boxing; not thread-safe. */
final class LongIntHashMap {
    private long[] keys;
    private int[] values;
    private int size;
    private int mask;

    LongIntHashMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[cap];
        values = new int[cap];
        Arrays.fill(values, -1);
        mask = cap - 1;
    }

    int size() {
        return size;
    }

    /** The id of {@code key}, assigning the next free id if it is new. */
    int intern(long key) {
        int i = slot(key);
        while (values[i] >= 0) {
            if (keys[i] == key) {
                return values[i];
            }
            i = (i + 1) & mask;
        }
        int id = size++;
        keys[i] = key;
        values[i] = id;
        if (size * 2 > keys.length) {
            grow();
        }
        return id;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(values, -1);
        mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldValues[j] >= 0) {
                int i = slot(oldKeys[j]);
                while (values[i] >= 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }
}
