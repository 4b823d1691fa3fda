package org.pairlab.dataset;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.pairlab.dataset.ParsedDataset.ParsedBox;

/**
 * The box annotations of a COCO instances file as columns of plain arrays rather than an object per box: a million
 * boxes were several million small objects that the garbage collector copied again and again while the file was read,
 * and that (more than their size) made an import's memory grow past a gigabyte. Rows keep the file's order; each image's
 * boxes are a {@link Boxes} list whose entries are made when read.
 */
final class CocoBoxTable {
    private static final byte BBOX_OK = 1;
    private static final byte CROWD = 2;
    private static final byte WRONG_TYPE = 4;
    private static final byte HAS_SCORE = 8;
    private static final byte NUMERIC_ID = 16;

    private final String file;
    private int size;
    private int[] lines = new int[1024];
    private int[] indexes = new int[1024];
    /** Ids written as plain integers are kept as numbers (no string per box); others in {@link #otherIds}. */
    private long[] numericIds = new long[1024];
    private final Map<Integer, String> otherIds = new HashMap<>();
    private String[] imageIds = new String[1024];
    private String[] categoryIds = new String[1024];
    private double[] coords = new double[4 * 1024];
    private double[] scores = new double[1024];
    private byte[] flags = new byte[1024];
    /** Category names by category id, known once the whole file is read (COCO lists categories after boxes). */
    private Map<String, String> categoryNames = Map.of();

    CocoBoxTable(String file) {
        this.file = file;
    }

    /** Appends one box record as read; {@code bbox} is null when it was not four numbers. */
    void add(int line, int index, String id, String imageId, String categoryId, double[] bbox, boolean crowd,
             Double score, boolean wrongType) {
        if (size == lines.length) {
            int n = size * 2;
            lines = Arrays.copyOf(lines, n);
            indexes = Arrays.copyOf(indexes, n);
            numericIds = Arrays.copyOf(numericIds, n);
            imageIds = Arrays.copyOf(imageIds, n);
            categoryIds = Arrays.copyOf(categoryIds, n);
            coords = Arrays.copyOf(coords, 4 * n);
            scores = Arrays.copyOf(scores, n);
            flags = Arrays.copyOf(flags, n);
        }
        lines[size] = line;
        indexes[size] = index;
        byte f = 0;
        long number = canonicalLong(id);
        if (number != NOT_A_NUMBER) {
            numericIds[size] = number;
            f |= NUMERIC_ID;
        } else if (id != null) {
            otherIds.put(size, id);
        }
        imageIds[size] = imageId;
        categoryIds[size] = categoryId;
        if (bbox != null) {
            System.arraycopy(bbox, 0, coords, 4 * size, 4);
            f |= BBOX_OK;
        }
        if (score != null) {
            scores[size] = score;
            f |= HAS_SCORE;
        }
        f |= crowd ? CROWD : 0;
        f |= wrongType ? WRONG_TYPE : 0;
        flags[size] = f;
        size++;
    }

    int size() {
        return size;
    }

    String file() {
        return file;
    }

    int line(int row) {
        return lines[row];
    }

    int index(int row) {
        return indexes[row];
    }

    /** The id as written in the file, or null when the box had none. */
    String id(int row) {
        return (flags[row] & NUMERIC_ID) != 0 ? Long.toString(numericIds[row]) : otherIds.get(row);
    }

    /** Whether the row's id is a plain integer ({@link #numericId}); else {@link #id} is its text or null. */
    boolean hasNumericId(int row) {
        return (flags[row] & NUMERIC_ID) != 0;
    }

    long numericId(int row) {
        return numericIds[row];
    }

    private static final long NOT_A_NUMBER = Long.MIN_VALUE;

    /** The value of an id written as a plain decimal integer that prints back the same, else NOT_A_NUMBER. */
    static long canonicalLong(String id) {
        if (id == null || id.isEmpty() || id.length() > 18) {
            return NOT_A_NUMBER;
        }
        int start = id.charAt(0) == '-' ? 1 : 0;
        if (start == id.length() || (id.charAt(start) == '0' && id.length() > start + 1) || id.equals("-0")) {
            return NOT_A_NUMBER;
        }
        long v = 0;
        for (int i = start; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c < '0' || c > '9') {
                return NOT_A_NUMBER;
            }
            v = v * 10 + (c - '0');
        }
        return start == 1 ? -v : v;
    }

    String imageId(int row) {
        return imageIds[row];
    }

    String categoryId(int row) {
        return categoryIds[row];
    }

    boolean hasBbox(int row) {
        return (flags[row] & BBOX_OK) != 0;
    }

    boolean wrongType(int row) {
        return (flags[row] & WRONG_TYPE) != 0;
    }

    /** Sets the category names once every box row has been read; only rows whose category is named become boxes. */
    void categoryNames(Map<String, String> names) {
        this.categoryNames = names;
    }

    /** The box of one accepted row. */
    ParsedBox box(int row) {
        int c = 4 * row;
        Double score = (flags[row] & HAS_SCORE) != 0 ? scores[row] : null;
        return new ParsedBox(file, lines[row], "annotations[" + indexes[row] + "].bbox", id(row),
                categoryNames.get(categoryIds[row]), coords[c], coords[c + 1], coords[c + 2], coords[c + 3], score,
                (flags[row] & CROWD) != 0);
    }

    /**
     * The line where each box id was first seen, for the duplicate check: numeric ids in an open-addressing table of
     * plain arrays, others in a map.
     */
    static final class FirstLines {
        private long[] keys = new long[1 << 12];
        private int[] lines = new int[1 << 12];
        private boolean[] used = new boolean[1 << 12];
        private int count;
        private final Map<String, Integer> others = new HashMap<>();

        /** The line where {@code row}'s id was first seen, or -1 (and it is recorded at {@code line}) if new. */
        int putIfAbsent(CocoBoxTable table, int row, int line) {
            if (!table.hasNumericId(row)) {
                Integer first = others.putIfAbsent(table.id(row), line);
                return first == null ? -1 : first;
            }
            return putIfAbsent(table.numericId(row), line);
        }

        /** The line where {@code id} was first seen, or -1 (and it is recorded at {@code line}) if new. */
        int putIfAbsent(String id, int line) {
            long number = canonicalLong(id);
            if (number == NOT_A_NUMBER) {
                Integer first = others.putIfAbsent(id, line);
                return first == null ? -1 : first;
            }
            return putIfAbsent(number, line);
        }

        private int putIfAbsent(long key, int line) {
            int mask = keys.length - 1;
            int i = Long.hashCode(key * 0x9E3779B97F4A7C15L) & mask;
            while (used[i]) {
                if (keys[i] == key) {
                    return lines[i];
                }
                i = (i + 1) & mask;
            }
            used[i] = true;
            keys[i] = key;
            lines[i] = line;
            if (++count * 2 > keys.length) {
                grow();
            }
            return -1;
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldLines = lines;
            boolean[] oldUsed = used;
            keys = new long[oldKeys.length * 2];
            lines = new int[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            int mask = keys.length - 1;
            for (int j = 0; j < oldKeys.length; j++) {
                if (oldUsed[j]) {
                    int i = Long.hashCode(oldKeys[j] * 0x9E3779B97F4A7C15L) & mask;
                    while (used[i]) {
                        i = (i + 1) & mask;
                    }
                    used[i] = true;
                    keys[i] = oldKeys[j];
                    lines[i] = oldLines[j];
                }
            }
        }
    }

    /** One image's boxes: row numbers into a table, each box made when it is read. */
    static final class Boxes extends AbstractList<ParsedBox> {
        private CocoBoxTable table;
        private int[] rows = new int[0];
        private int size;

        /** Adds a row of {@code from} (all rows of one image come from one table). */
        void addRow(CocoBoxTable from, int row) {
            table = from;
            if (size == rows.length) {
                rows = Arrays.copyOf(rows, Math.max(4, size * 2));
            }
            rows[size++] = row;
        }

        @Override
        public ParsedBox get(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException(i);
            }
            return table.box(rows[i]);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
