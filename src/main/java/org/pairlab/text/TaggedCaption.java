package org.pairlab.text;

import java.util.List;

/** A caption split into tagged tokens; spans index into {@link #text()}. */
public record TaggedCaption(String text, List<TaggedToken> tokens) {
    public TaggedCaption {
        tokens = List.copyOf(tokens);
    }

    /** The lemmas in order, lower-cased. */
    public List<String> lemmas() {
        return tokens.stream().map(t -> t.lemma().toLowerCase(java.util.Locale.ROOT)).toList();
    }
}
