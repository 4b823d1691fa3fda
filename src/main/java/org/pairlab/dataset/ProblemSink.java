package org.pairlab.dataset;

import java.util.ArrayList;
import java.util.List;

/** Collects import problems; synchronized because image checks report from worker threads. */
public final class ProblemSink {
    private final List<ImportProblem> problems = new ArrayList<>();

    public synchronized void add(ImportProblem p) {
        problems.add(p);
    }

    public void add(String file, int line, String field, String message) {
        add(new ImportProblem(file, line, field, message));
    }

    public synchronized List<ImportProblem> all() {
        return List.copyOf(problems);
    }

    /** The problems collected so far, which are then no longer held. */
    synchronized List<ImportProblem> takeAll() {
        List<ImportProblem> out = List.copyOf(problems);
        problems.clear();
        return out;
    }

    public synchronized int size() {
        return problems.size();
    }
}
