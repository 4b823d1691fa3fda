package org.pairlab.lm.style;

/** Right answers out of all, on a labelled set. */
public record Accuracy(int correct, int total) {
    /** correct / total, NaN for an empty set. */
    public double value() {
        return total == 0 ? Double.NaN : (double) correct / total;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "%.4f (%d/%d)", value(), correct, total);
    }
}
