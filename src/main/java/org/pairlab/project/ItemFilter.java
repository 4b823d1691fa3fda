package org.pairlab.project;

/**
 * What the grid shows. {@code method} null means original samples; {@link #ANY_METHOD} means candidates of every
 * method; otherwise candidates of that method. Null fields do not filter.
 */
public record ItemFilter(Long datasetId, String text, ReviewStatus status, String split, String method,
                         Boolean hasBoxes, boolean byScore) {
    /** The method value that selects candidates of every method. */
    public static final String ANY_METHOD = "*";

    public static ItemFilter originals() {
        return new ItemFilter(null, null, null, null, null, null, false);
    }

    public ItemFilter withText(String t) {
        return new ItemFilter(datasetId, t, status, split, method, hasBoxes, byScore);
    }

    public ItemFilter withStatus(ReviewStatus s) {
        return new ItemFilter(datasetId, text, s, split, method, hasBoxes, byScore);
    }

    public ItemFilter withSplit(String s) {
        return new ItemFilter(datasetId, text, status, s, method, hasBoxes, byScore);
    }

    public ItemFilter withMethod(String m) {
        return new ItemFilter(datasetId, text, status, split, m, hasBoxes, byScore);
    }

    public ItemFilter withHasBoxes(Boolean b) {
        return new ItemFilter(datasetId, text, status, split, method, b, byScore);
    }

    public ItemFilter withDataset(Long d) {
        return new ItemFilter(d, text, status, split, method, hasBoxes, byScore);
    }

    public ItemFilter withByScore(boolean b) {
        return new ItemFilter(datasetId, text, status, split, method, hasBoxes, b);
    }

    /** True when the filter lists candidates rather than originals. */
    public boolean candidates() {
        return method != null;
    }
}
