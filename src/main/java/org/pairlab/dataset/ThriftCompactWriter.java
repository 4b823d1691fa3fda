package org.pairlab.dataset;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Writes Apache Thrift's compact protocol, the encoding of Parquet's page headers and file footer: structs of
 * numbered fields, zig-zag varints, length-prefixed binaries and typed lists. Only what Parquet metadata needs.
 */
final class ThriftCompactWriter {
    static final int BOOL_TRUE = 1;
    static final int BOOL_FALSE = 2;
    static final int I32 = 5;
    static final int I64 = 6;
    static final int BINARY = 8;
    static final int LIST = 9;
    static final int STRUCT = 12;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Deque<Integer> lastField = new ArrayDeque<>();
    private int last;

    byte[] toByteArray() {
        return out.toByteArray();
    }

    /** A field header; the delta form when the id is 1 to 15 above the previous field's. */
    ThriftCompactWriter field(int id, int type) {
        int delta = id - last;
        if (delta > 0 && delta <= 15) {
            out.write((delta << 4) | type);
        } else {
            out.write(type);
            varint(zigzag(id));
        }
        last = id;
        return this;
    }

    ThriftCompactWriter i32(int id, int v) {
        field(id, I32);
        varint(zigzag(v));
        return this;
    }

    ThriftCompactWriter i64(int id, long v) {
        field(id, I64);
        varint(zigzag(v));
        return this;
    }

    ThriftCompactWriter string(int id, String s) {
        field(id, BINARY);
        binary(s);
        return this;
    }

    /** Opens a struct-typed field; close it with {@link #endStruct}. */
    ThriftCompactWriter beginStruct(int id) {
        field(id, STRUCT);
        return beginStructValue();
    }

    /** Opens a struct written as a list element (no field header). */
    ThriftCompactWriter beginStructValue() {
        lastField.push(last);
        last = 0;
        return this;
    }

    /** Ends the top-level struct. */
    ThriftCompactWriter stop() {
        out.write(0);
        return this;
    }

    ThriftCompactWriter endStruct() {
        out.write(0);
        last = lastField.pop();
        return this;
    }

    /** A list field's header: its element type and size; the elements follow. */
    ThriftCompactWriter beginList(int id, int elementType, int size) {
        field(id, LIST);
        if (size < 15) {
            out.write((size << 4) | elementType);
        } else {
            out.write(0xF0 | elementType);
            varint(size);
        }
        return this;
    }

    /** A list element of type i32. */
    ThriftCompactWriter i32Value(int v) {
        varint(zigzag(v));
        return this;
    }

    /** A list element of type binary. */
    ThriftCompactWriter binary(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        varint(b.length);
        out.write(b, 0, b.length);
        return this;
    }

    private static long zigzag(long v) {
        return (v << 1) ^ (v >> 63);
    }

    private void varint(long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
    }
}
