package org.pairlab.project;

/** Where a run stands. */
public enum RunState {
    QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED, INTERRUPTED;

    public String db() {
        return name().toLowerCase();
    }

    public static RunState fromDb(String s) {
        return valueOf(s.toUpperCase());
    }

    /** True once the run will not change by itself any more. */
    public boolean finished() {
        return this != QUEUED && this != RUNNING;
    }
}
