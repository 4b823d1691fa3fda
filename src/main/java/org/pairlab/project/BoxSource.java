package org.pairlab.project;

/** Where a box came from. */
public enum BoxSource {
    IMPORTED, DRAWN;

    /** The stored name, made once: an import writes it for every box. */
    private final String db = name().toLowerCase(java.util.Locale.ROOT);

    String db() {
        return db;
    }

    static BoxSource fromDb(String s) {
        return valueOf(s.toUpperCase());
    }
}
