package org.pairlab.text;

/** One caption token with its Universal Dependencies POS tag, its lemma and its character span. */
public record TaggedToken(String text, String pos, String lemma, int start, int end) {

    /** True for NOUN and PROPN. */
    public boolean isNoun() {
        return "NOUN".equals(pos) || "PROPN".equals(pos);
    }

    /** True for ADJ. */
    public boolean isAdjective() {
        return "ADJ".equals(pos);
    }

    /** A noun is plural when its lemma differs from the token ("dogs" -> "dog"). */
    public boolean isPlural() {
        return isNoun() && !lemma.equalsIgnoreCase(text);
    }
}
