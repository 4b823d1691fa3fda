package org.pairlab.lm.grammar;

/** PairLab's own caption checks: the defects caption rewriters make that LanguageTool misses or we check ourselves. */
public enum PairLabRule {
    /** A number or article before a noun of the other number: "a dogs", "two dog", "a people", "one men". */
    NUMBER_AGREEMENT("PAIRLAB_NUMBER_AGREEMENT"),
    /** "a" before a vowel sound or "an" before a consonant sound: "an loose", "a apple". */
    A_AN("PAIRLAB_A_AN"),
    /** The same noun phrase twice in a coordination: "a dog and a dog". */
    REPEATED_NOUN("PAIRLAB_REPEATED_NOUN"),
    /** The same word twice in a row: "the the". */
    DOUBLED_WORD("PAIRLAB_DOUBLED_WORD"),
    /** A subject and "is/are/was/were/has/have" of the other number: "A man are riding", "The dogs is running". */
    SUBJECT_VERB("PAIRLAB_SUBJECT_VERB");

    private final String id;

    PairLabRule(String id) {
        this.id = id;
    }

    /** The rule id that {@link GrammarIssue#rule()} carries. */
    public String id() {
        return id;
    }
}
