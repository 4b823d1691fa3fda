package org.pairlab.cli;

/** Turns exceptions into the one line a person reads. */
final class CliErrors {
    private CliErrors() {
    }

    static String describe(Throwable ex) {
        Throwable t = ex;
        while (t.getMessage() == null && t.getCause() != null) {
            t = t.getCause();
        }
        String m = t.getMessage();
        return m == null ? t.getClass().getSimpleName() : m.replace('\n', ' ');
    }
}
