package org.pairlab.dataset;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A small Apache Parquet writer for flat tables: one row group, one uncompressed PLAIN data page (v1) per column,
 * columns of 64-bit or 32-bit integers, doubles or UTF-8 strings, each required or optional (nulls as definition
 * levels, RLE). Enough for a captions table that pyarrow, pandas and Hugging Face datasets read; not a general writer
 * (no nesting, compression, dictionaries or statistics). PairLab writes it itself because parquet-mr needs Hadoop.
 */
final class ParquetWriter {
    /** A column's physical type. */
    enum Type {
        INT64(2), INT32(1), DOUBLE(5), STRING(6);

        final int thrift;

        Type(int thrift) {
            this.thrift = thrift;
        }
    }

    /** One column: name, type, and whether it may hold nulls. */
    record Column(String name, Type type, boolean optional) {
    }

    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    private static final int PLAIN = 0;
    private static final int RLE = 3;

    private final List<Column> columns;
    private final List<List<Object>> values = new ArrayList<>();
    private long rows;

    ParquetWriter(List<Column> columns) {
        this.columns = List.copyOf(columns);
        for (int i = 0; i < columns.size(); i++) {
            values.add(new ArrayList<>());
        }
    }

    /** Adds a row, one value per column in order; null only in optional columns. */
    void add(Object... row) {
        if (row.length != columns.size()) {
            throw new IllegalArgumentException("row has " + row.length + " values for " + columns.size() + " columns");
        }
        for (int i = 0; i < row.length; i++) {
            Column c = columns.get(i);
            Object v = row[i];
            if (v == null && !c.optional()) {
                throw new IllegalArgumentException("column " + c.name() + " is required but row " + rows + " has null");
            }
            if (v != null && !(switch (c.type()) {
                case INT64, INT32 -> v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue());
                case DOUBLE -> v instanceof Number;
                case STRING -> v instanceof String;
            })) {
                throw new IllegalArgumentException("column " + c.name() + " (" + c.type() + ") cannot hold " + v);
            }
            values.get(i).add(v);
        }
        rows++;
    }

    /** Writes the whole file. */
    void write(OutputStream os) throws IOException {
        CountingStream out = new CountingStream(os);
        out.write(MAGIC);
        List<long[]> chunks = new ArrayList<>(); // offset, total size
        for (int i = 0; i < columns.size(); i++) {
            byte[] page = page(columns.get(i), values.get(i));
            ThriftCompactWriter header = new ThriftCompactWriter()
                    .i32(1, 0) // DATA_PAGE
                    .i32(2, page.length)
                    .i32(3, page.length)
                    .beginStruct(5)
                    .i32(1, values.get(i).size())
                    .i32(2, PLAIN)
                    .i32(3, RLE)
                    .i32(4, RLE)
                    .endStruct()
                    .stop();
            byte[] h = header.toByteArray();
            long offset = out.count;
            out.write(h);
            out.write(page);
            chunks.add(new long[] {offset, h.length + page.length});
        }
        byte[] footer = footer(chunks);
        out.write(footer);
        out.write(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(footer.length).array());
        out.write(MAGIC);
        out.flush();
    }

    private byte[] footer(List<long[]> chunks) {
        ThriftCompactWriter t = new ThriftCompactWriter();
        t.i32(1, 1);
        t.beginList(2, ThriftCompactWriter.STRUCT, columns.size() + 1);
        t.beginStructValue().string(4, "schema").i32(5, columns.size()).endStruct();
        for (Column c : columns) {
            t.beginStructValue().i32(1, c.type().thrift).i32(3, c.optional() ? 1 : 0).string(4, c.name());
            if (c.type() == Type.STRING) {
                // converted type UTF8 for older readers, logical type STRING for newer ones
                t.i32(6, 0).beginStruct(10).beginStruct(1).endStruct().endStruct();
            }
            t.endStruct();
        }
        t.i64(3, rows);
        t.beginList(4, ThriftCompactWriter.STRUCT, 1);
        t.beginStructValue();
        t.beginList(1, ThriftCompactWriter.STRUCT, columns.size());
        long total = 0;
        for (int i = 0; i < columns.size(); i++) {
            Column c = columns.get(i);
            long offset = chunks.get(i)[0];
            long size = chunks.get(i)[1];
            total += size;
            t.beginStructValue().i64(2, offset).beginStruct(3)
                    .i32(1, c.type().thrift)
                    .beginList(2, ThriftCompactWriter.I32, 2).i32Value(PLAIN).i32Value(RLE)
                    .beginList(3, ThriftCompactWriter.BINARY, 1).binary(c.name())
                    .i32(4, 0) // UNCOMPRESSED
                    .i64(5, values.get(i).size())
                    .i64(6, size)
                    .i64(7, size)
                    .i64(9, offset)
                    .endStruct().endStruct();
        }
        t.i64(2, total).i64(3, rows);
        t.endStruct();
        t.string(6, "PairLab parquet writer");
        t.stop();
        return t.toByteArray();
    }

    /** The page body: definition levels (optional columns) then the non-null values, PLAIN. */
    private static byte[] page(Column c, List<Object> vals) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        if (c.optional()) {
            byte[] levels = rleLevels(vals);
            b.write(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(levels.length).array());
            b.write(levels);
        }
        ByteBuffer buf = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        for (Object v : vals) {
            if (v == null) {
                continue;
            }
            buf.clear();
            switch (c.type()) {
                case INT64 -> b.write(buf.putLong(((Number) v).longValue()).array(), 0, 8);
                case INT32 -> b.write(buf.putInt(((Number) v).intValue()).array(), 0, 4);
                case DOUBLE -> b.write(buf.putDouble(((Number) v).doubleValue()).array(), 0, 8);
                case STRING -> {
                    byte[] s = ((String) v).getBytes(StandardCharsets.UTF_8);
                    b.write(buf.putInt(s.length).array(), 0, 4);
                    b.write(s);
                }
            }
        }
        return b.toByteArray();
    }

    /** Definition levels (1 present, 0 null) as RLE runs of the RLE/bit-packing hybrid, bit width 1. */
    private static byte[] rleLevels(List<Object> vals) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int i = 0;
        while (i < vals.size()) {
            boolean present = vals.get(i) != null;
            int j = i;
            while (j < vals.size() && (vals.get(j) != null) == present) {
                j++;
            }
            long header = (long) (j - i) << 1;
            while ((header & ~0x7FL) != 0) {
                b.write((int) ((header & 0x7F) | 0x80));
                header >>>= 7;
            }
            b.write((int) header);
            b.write(present ? 1 : 0);
            i = j;
        }
        return b.toByteArray();
    }

    /** Counts bytes written, for the offsets in the footer. */
    private static final class CountingStream extends OutputStream {
        private final OutputStream out;
        long count;

        CountingStream(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count += len;
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }
    }
}
