package org.pairlab.dataset;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads back what {@link ParquetWriter} writes, following the Parquet and Thrift compact specifications (not the
 * writer's code): the footer's schema, row count and column chunk offsets, then each chunk's page header,
 * definition levels and PLAIN values. Only flat, uncompressed, single-page columns.
 */
final class ParquetTestReader {
    /** The table read: column names, rows, and each column's values (null where the definition level is 0). */
    record Table(List<String> names, long rows, Map<String, List<Object>> columns) {
        List<Object> column(String name) {
            return columns.get(name);
        }
    }

    private ParquetTestReader() {
    }

    static Table read(byte[] file) {
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        int footerLen = b.getInt(file.length - 8);
        Compact footer = new Compact(file, file.length - 8 - footerLen);
        Map<Integer, Object> meta = footer.struct();
        @SuppressWarnings("unchecked")
        List<Object> schema = (List<Object>) meta.get(2);
        long rows = (Long) meta.get(3);
        List<String> names = new ArrayList<>();
        List<Integer> types = new ArrayList<>();
        List<Boolean> optional = new ArrayList<>();
        for (Object o : schema.subList(1, schema.size())) {
            @SuppressWarnings("unchecked")
            Map<Integer, Object> el = (Map<Integer, Object>) o;
            names.add((String) el.get(4));
            types.add(((Long) el.get(1)).intValue());
            optional.add(((Long) el.get(3)) == 1);
        }
        @SuppressWarnings("unchecked")
        Map<Integer, Object> group = (Map<Integer, Object>) ((List<Object>) meta.get(4)).get(0);
        @SuppressWarnings("unchecked")
        List<Object> chunks = (List<Object>) group.get(1);
        Map<String, List<Object>> columns = new HashMap<>();
        for (int c = 0; c < chunks.size(); c++) {
            @SuppressWarnings("unchecked")
            Map<Integer, Object> md = (Map<Integer, Object>) ((Map<Integer, Object>) chunks.get(c)).get(3);
            int offset = ((Long) md.get(9)).intValue();
            Compact page = new Compact(file, offset);
            Map<Integer, Object> header = page.struct();
            @SuppressWarnings("unchecked")
            int count = ((Long) ((Map<Integer, Object>) header.get(5)).get(1)).intValue();
            int pos = page.pos;
            boolean[] present = new boolean[count];
            java.util.Arrays.fill(present, true);
            if (optional.get(c)) {
                int len = b.getInt(pos);
                Compact levels = new Compact(file, pos + 4);
                int i = 0;
                while (levels.pos < pos + 4 + len) {
                    long h = levels.varint();
                    if ((h & 1) != 0) {
                        throw new IllegalStateException("bit-packed levels are not read by this test reader");
                    }
                    int run = (int) (h >>> 1);
                    boolean v = file[levels.pos++] == 1;
                    for (int k = 0; k < run; k++) {
                        present[i++] = v;
                    }
                }
                pos += 4 + len;
            }
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                if (!present[i]) {
                    values.add(null);
                    continue;
                }
                switch (types.get(c)) {
                    case 2 -> { values.add(b.getLong(pos)); pos += 8; }
                    case 1 -> { values.add(b.getInt(pos)); pos += 4; }
                    case 5 -> { values.add(b.getDouble(pos)); pos += 8; }
                    case 6 -> {
                        int len = b.getInt(pos);
                        values.add(new String(file, pos + 4, len, StandardCharsets.UTF_8));
                        pos += 4 + len;
                    }
                    default -> throw new IllegalStateException("type " + types.get(c));
                }
            }
            columns.put(names.get(c), values);
        }
        return new Table(names, rows, columns);
    }

    /** Thrift compact protocol: structs as maps of field id to value (ints as Long, binaries as String). */
    private static final class Compact {
        private final byte[] d;
        int pos;

        Compact(byte[] d, int pos) {
            this.d = d;
            this.pos = pos;
        }

        long varint() {
            long v = 0;
            int shift = 0;
            while (true) {
                int x = d[pos++] & 0xFF;
                v |= (long) (x & 0x7F) << shift;
                if ((x & 0x80) == 0) {
                    return v;
                }
                shift += 7;
            }
        }

        long zigzag() {
            long v = varint();
            return (v >>> 1) ^ -(v & 1);
        }

        Map<Integer, Object> struct() {
            Map<Integer, Object> m = new HashMap<>();
            int last = 0;
            while (true) {
                int h = d[pos++] & 0xFF;
                if (h == 0) {
                    return m;
                }
                int type = h & 0x0F;
                int delta = h >>> 4;
                int id = delta != 0 ? last + delta : (int) zigzag();
                last = id;
                m.put(id, value(type));
            }
        }

        Object value(int type) {
            return switch (type) {
                case 1 -> Boolean.TRUE;
                case 2 -> Boolean.FALSE;
                case 5, 6, 4 -> zigzag();
                case 8 -> {
                    int len = (int) varint();
                    String s = new String(d, pos, len, StandardCharsets.UTF_8);
                    pos += len;
                    yield s;
                }
                case 9 -> {
                    int h = d[pos++] & 0xFF;
                    int size = h >>> 4;
                    int et = h & 0x0F;
                    if (size == 15) {
                        size = (int) varint();
                    }
                    List<Object> l = new ArrayList<>();
                    for (int i = 0; i < size; i++) {
                        l.add(value(et));
                    }
                    yield l;
                }
                case 12 -> struct();
                default -> throw new IllegalStateException("thrift type " + type + " at " + pos);
            };
        }
    }
}
