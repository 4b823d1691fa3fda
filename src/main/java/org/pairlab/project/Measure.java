package org.pairlab.project;

/** A number every grid item has (or lacks), shown as a histogram and filtered by range. */
public enum Measure {
    /** Image-caption alignment score of a candidate (CLIP); originals have none. */
    ALIGNMENT_SCORE("alignment score", false),
    /** Fluency of a candidate's rewritten caption against its source caption; originals have none. */
    FLUENCY("fluency", false),
    /** Grammar errors a candidate's rewrite added to its source captions; originals have none. */
    GRAMMAR_ERRORS("grammar errors added", true),
    /** Mean informativeness (rho) of the original's captions; a candidate shows its source sample's. */
    INFORMATIVENESS("informativeness", false),
    /** Words per caption: the mean over an original's captions, a candidate's first caption. */
    CAPTION_LENGTH("caption length (words)", false),
    /** How many boxes the item carries. */
    BOX_COUNT("boxes", true);

    private final String label;
    private final boolean whole;

    Measure(String label, boolean whole) {
        this.label = label;
        this.whole = whole;
    }

    /** What the UI calls it. */
    public String label() {
        return label;
    }

    /** True for counts (one histogram bar per whole number). */
    public boolean whole() {
        return whole;
    }

    /** Parses the command-line name: score, fluency, grammar, informativeness, length or boxes. */
    public static Measure parse(String s) {
        return switch (s.toLowerCase(java.util.Locale.ROOT)) {
            case "score", "alignment" -> ALIGNMENT_SCORE;
            case "fluency" -> FLUENCY;
            case "grammar" -> GRAMMAR_ERRORS;
            case "informativeness", "rho" -> INFORMATIVENESS;
            case "length" -> CAPTION_LENGTH;
            case "boxes" -> BOX_COUNT;
            default -> throw new IllegalArgumentException("unknown measure '" + s
                    + "' (use score, fluency, grammar, informativeness, length or boxes)");
        };
    }

    /** The SQL value of the measure for a sample row {@code s} (and candidate row {@code k} when listing candidates). */
    String sql(boolean candidates) {
        String words = "(length(trim(%1$s)) - length(replace(trim(%1$s), ' ', '')) + 1)";
        String rho = "(SELECT AVG(v.value) FROM captions c JOIN caption_scores v ON v.caption_id = c.id "
                + "WHERE c.sample_id = s.id AND v.kind = 'informativeness')";
        if (candidates) {
            return switch (this) {
                case ALIGNMENT_SCORE -> "k.score";
                case FLUENCY -> "k.fluency";
                case GRAMMAR_ERRORS -> "k.grammar_added";
                case INFORMATIVENESS -> rho;
                case CAPTION_LENGTH -> "(CASE WHEN json_array_length(k.captions_json) = 0 THEN NULL ELSE "
                        + words.formatted("json_extract(k.captions_json, '$[0]')") + " END)";
                case BOX_COUNT -> "json_array_length(k.boxes_json)";
            };
        }
        return switch (this) {
            case ALIGNMENT_SCORE, FLUENCY, GRAMMAR_ERRORS -> "NULL";
            case INFORMATIVENESS -> rho;
            case CAPTION_LENGTH -> "(SELECT AVG(" + words.formatted("c.text") + ") FROM captions c WHERE c.sample_id = s.id)";
            case BOX_COUNT -> "(SELECT COUNT(*) FROM boxes b WHERE b.sample_id = s.id)";
        };
    }
}
