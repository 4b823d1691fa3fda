package org.pairlab.project;

/** Where a box came from. */
public enum BoxSource {
    IMPORTED, DRAWN;

    String db() {
        return name().toLowerCase();
    }

    static BoxSource fromDb(String s) {
        return valueOf(s.toUpperCase());
    }
}
