package org.pairlab.dataset;

import java.util.AbstractList;
import java.util.Arrays;
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

    private final String file;
    private int size;
    private int[] lines = new int[1024];
    private int[] indexes = new int[1024];
    private String[] ids = new String[1024];
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
            ids = Arrays.copyOf(ids, n);
            imageIds = Arrays.copyOf(imageIds, n);
            categoryIds = Arrays.copyOf(categoryIds, n);
            coords = Arrays.copyOf(coords, 4 * n);
            scores = Arrays.copyOf(scores, n);
            flags = Arrays.copyOf(flags, n);
        }
        lines[size] = line;
        indexes[size] = index;
        ids[size] = id;
        imageIds[size] = imageId;
        categoryIds[size] = categoryId;
        byte f = 0;
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

    String id(int row) {
        return ids[row];
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
        return new ParsedBox(file, lines[row], "annotations[" + indexes[row] + "].bbox", ids[row],
                categoryNames.get(categoryIds[row]), coords[c], coords[c + 1], coords[c + 2], coords[c + 3], score,
                (flags[row] & CROWD) != 0);
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
