package org.pairlab.project;

/** The order of candidates in the grid and review queue. */
public enum ItemOrder {
    /** As made (id order). */
    MADE("as made"),
    /** Alignment score, best first (unscored last). */
    SCORE("alignment score"),
    /** Fluency against the source caption, worst first, so the doubtful ones are reviewed first. */
    FLUENCY_WORST("fluency, worst first"),
    /** Grammar errors added to the source captions, most first. */
    GRAMMAR_WORST("grammar errors, most first"),
    /** Shuffled with a seed ({@link CurationFilter#shuffleSeed}, 1 when unset): the same seed, the same queue. */
    RANDOM("random (seeded)"),
    /**
     * Text-only syntheses by the completer that wrote them: the first choices (phrase recombination, an LLM) first,
     * the fallbacks (word swap, loose swap, trigram) last, then as made.
     */
    COMPLETER("completer, phrase first");

    /** Completer labels (recipe details {@code completer}) in {@link #COMPLETER} order; others come after them. */
    public static final java.util.List<String> COMPLETER_RANK = java.util.List.of("phrase", "llm", "variant",
            "swap", "loose-swap", "trigram");

    private final String label;

    ItemOrder(String label) {
        this.label = label;
    }

    /** What the UI calls this order. */
    public String label() {
        return label;
    }

    /** Parses {@code made}, {@code score}, {@code fluency}, {@code grammar}, {@code random} or {@code completer}. */
    public static ItemOrder parse(String s) {
        return switch (s.toLowerCase(java.util.Locale.ROOT)) {
            case "made", "id" -> MADE;
            case "score" -> SCORE;
            case "fluency" -> FLUENCY_WORST;
            case "grammar" -> GRAMMAR_WORST;
            case "random" -> RANDOM;
            case "completer" -> COMPLETER;
            default -> throw new IllegalArgumentException("unknown order '" + s
                    + "' (use made, score, fluency, grammar, random or completer)");
        };
    }
}
