package org.pairlab.dataset;

/** An import wrote nothing: strict mode found problems, or nothing usable was left. Carries the full report. */
public class ImportFailedException extends RuntimeException {
    private final transient ImportReport report;

    public ImportFailedException(ImportReport report, String reason) {
        super(message(report, reason));
        this.report = report;
    }

    private static String message(ImportReport report, String reason) {
        int n = report.problems().size();
        StringBuilder sb = new StringBuilder(reason);
        sb.append(": ").append(n).append(n == 1 ? " problem" : " problems");
        if (n > 0) {
            sb.append(", first: ").append(report.problems().get(0).describe());
        }
        return sb.toString();
    }

    public ImportReport report() {
        return report;
    }
}
