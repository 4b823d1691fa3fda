package org.pairlab.dataset;

import java.util.HashMap;
import java.util.Map;

/** The ids an annotation file gives its rows, and the one rule for a repeated id: reported, the first row kept. */
final class ExplicitIds {
    private final Map<String, Integer> firstLine = new HashMap<>();

    /** True, after reporting it, when {@code id} was already given on an earlier line; a null id never repeats. */
    boolean repeated(String id, ProblemSink problems, String file, int line) {
        Integer first = id == null ? null : firstLine.get(id);
        if (first == null) {
            return false;
        }
        problems.add(file, line, "id", "duplicate id " + id + " (first at line " + first + "); the first one is kept");
        return true;
    }

    /** Records the line that first gave {@code id}. */
    void first(String id, int line) {
        firstLine.putIfAbsent(id, line);
    }
}
