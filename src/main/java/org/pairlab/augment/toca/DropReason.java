package org.pairlab.augment.toca;

/** Why a draw or a proposed caption was not kept. */
public enum DropReason {
    /** No word of a slot's class had a non-zero pair weight (eq. 12), and slots may not be dropped. */
    NO_PAIR("no word with pairs for a slot"),
    /** The same template and words were drawn before (a deterministic completer would answer the same). */
    REPEATED_PROMPT("prompt drawn before"),
    /** The completer proposed nothing. */
    NO_COMPLETION("completer gave no caption"),
    /** The caption lacks a drawn word. */
    MISSING_WORD("a drawn word is missing"),
    /** The caption is one of the corpus captions. */
    CORPUS_COPY("copy of a corpus caption"),
    /** The caption was kept before. */
    DUPLICATE("duplicate of a kept caption"),
    /** The grammar checker found an error. */
    GRAMMAR("grammar error"),
    /** Made in excess and ranked below the count asked for by fluency. */
    LESS_FLUENT("less fluent than the captions kept");

    private final String label;

    DropReason(String label) {
        this.label = label;
    }

    /** Words for reports. */
    public String label() {
        return label;
    }
}
