package org.pairlab.project;

/**
 * What the grid shows. {@code method} null means original samples; {@link #ANY_METHOD} means candidates of every
 * method; otherwise candidates of that method. Null fields do not filter. {@code addsGrammarErrors} false keeps only
 * candidates whose rewritten captions add no grammar error to their source (unscored ones are kept); true keeps
 * only those that add some. {@code completer} keeps only candidates written by that completer (a text-only
 * synthesis records it in its recipe's details: "phrase", "variant", "swap", "loose-swap", "trigram", "llm").
 */
public record ItemFilter(Long datasetId, String text, ReviewStatus status, String split, String method,
                         Boolean hasBoxes, ItemOrder order, Boolean addsGrammarErrors, String completer) {
    /** The method value that selects candidates of every method. */
    public static final String ANY_METHOD = "*";

    public ItemFilter {
        order = order == null ? ItemOrder.MADE : order;
        completer = completer == null || completer.isBlank() ? null : completer.strip();
    }

    /** A filter on everything but the completer. */
    public ItemFilter(Long datasetId, String text, ReviewStatus status, String split, String method,
                      Boolean hasBoxes, ItemOrder order, Boolean addsGrammarErrors) {
        this(datasetId, text, status, split, method, hasBoxes, order, addsGrammarErrors, null);
    }

    public static ItemFilter originals() {
        return new ItemFilter(null, null, null, null, null, null, ItemOrder.MADE, null);
    }

    public ItemFilter withText(String t) {
        return new ItemFilter(datasetId, t, status, split, method, hasBoxes, order, addsGrammarErrors, completer);
    }

    public ItemFilter withStatus(ReviewStatus s) {
        return new ItemFilter(datasetId, text, s, split, method, hasBoxes, order, addsGrammarErrors, completer);
    }

    public ItemFilter withSplit(String s) {
        return new ItemFilter(datasetId, text, status, s, method, hasBoxes, order, addsGrammarErrors, completer);
    }

    public ItemFilter withMethod(String m) {
        return new ItemFilter(datasetId, text, status, split, m, hasBoxes, order, addsGrammarErrors, completer);
    }

    public ItemFilter withHasBoxes(Boolean b) {
        return new ItemFilter(datasetId, text, status, split, method, b, order, addsGrammarErrors, completer);
    }

    public ItemFilter withDataset(Long d) {
        return new ItemFilter(d, text, status, split, method, hasBoxes, order, addsGrammarErrors, completer);
    }

    public ItemFilter withOrder(ItemOrder o) {
        return new ItemFilter(datasetId, text, status, split, method, hasBoxes, o, addsGrammarErrors, completer);
    }

    public ItemFilter withAddsGrammarErrors(Boolean g) {
        return new ItemFilter(datasetId, text, status, split, method, hasBoxes, order, g, completer);
    }

    /** Only candidates written by {@code c} (a ToCa completer label), or all when null. */
    public ItemFilter withCompleter(String c) {
        return new ItemFilter(datasetId, text, status, split, method, hasBoxes, order, addsGrammarErrors, c);
    }

    /** Candidates sorted by alignment score (best first) instead of as made. */
    public ItemFilter withByScore(boolean b) {
        return withOrder(b ? ItemOrder.SCORE : ItemOrder.MADE);
    }

    /** True when candidates are sorted by alignment score. */
    public boolean byScore() {
        return order == ItemOrder.SCORE;
    }

    /** True when the filter lists candidates rather than originals. */
    public boolean candidates() {
        return method != null;
    }
}
